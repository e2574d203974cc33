// The portal's own operations (shared/src/graphql/operations/portal-activity.graphql), as the
// benchmarks send them: the same selections the donor's browser asks for.

export const DONOR_CONTRIBUTIONS = /* GraphQL */ `
  query DonorContributions($organizationPrefixedId: ID!, $filters: DonorContributionFilters) {
    donorContributions(organizationPrefixedId: $organizationPrefixedId, filters: $filters) {
      totalResults
      totalAmount
      items {
        prefixedId
        date
        amount
        currency
        memo
        status
        refundedAt
        refundReason
        failureCode
        fundAccountNames
        recurringGiving {
          prefixedId
        }
      }
    }
  }
`;

export const DONOR_DASHBOARD_REPORT = /* GraphQL */ `
  query DonorDashboardReport($organizationPrefixedId: ID!) {
    DonorDashboardReport(organizationPrefixedId: $organizationPrefixedId) {
      totalGifts
      activeRecurringGifts
      singleGifts
    }
  }
`;

export const RECENT_ACTIVITY = /* GraphQL */ `
  query RecentActivity($organizationPrefixedId: ID!) {
    RecentActivity(organizationPrefixedId: $organizationPrefixedId) {
      type
      description
      date
      amount
      contributionPrefixedId
      status
      fundAccountNames
    }
  }
`;

export const DONOR_CONTRIBUTIONS_REPORT = /* GraphQL */ `
  query DonorContributionsReport(
    $organizationPrefixedId: ID!
    $filters: DonorContributionFilters
    $type: DocumentKind!
    $format: ReportFormat!
  ) {
    donorContributionsReport(
      organizationPrefixedId: $organizationPrefixedId
      filters: $filters
      type: $type
      format: $format
    ) {
      url
      fileName
      contentType
    }
  }
`;

/** A POST /graphql body. */
export function graphqlBody(query: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query, variables });
}
