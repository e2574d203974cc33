/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContributionFilter =
  | 'all'
  | 'one_time'
  | 'recurring';

export type ContributionStatus =
  | 'failed'
  /** A bank account gift (ACH) waiting to settle; it counts in no total until it has succeeded. */
  | 'processing'
  | 'refunded'
  | 'succeeded';

export type DocumentKind =
  | 'Download'
  | 'Receipt'
  | 'Statement';

export type DonorContributionFilters = {
  /** One gift only (receipts). */
  contributionPrefixedId: string | null | undefined;
  endDate: string | null | undefined;
  /** 1-based. */
  page: number | null | undefined;
  /** 20, 50, 100, 250, or null for All. */
  perPage: number | null | undefined;
  /** Matches memo, fund names, amount (as typed, e.g. 50 or 50.00) and the transaction id. */
  search: string | null | undefined;
  /** YYYY-MM-DD, inclusive, in the organization's time zone. */
  startDate: string | null | undefined;
  type: ContributionFilter | null | undefined;
};

export type ReportFormat =
  | 'CSV'
  | 'PDF';

export type StatementMode =
  /** Build one PDF with every chosen donor's statement and return a link to it. */
  | 'download'
  /** Email each donor their statement PDF. */
  | 'email';

export type DonorContributionsQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.DonorContributionFilters | null | undefined;
}>;


export type DonorContributionsQuery = { donorContributions: { totalResults: number, totalAmount: number, items: Array<{ prefixedId: string, date: string, amount: number, currency: string, memo: string | null, status: Types.ContributionStatus, refundedAt: string | null, refundedAmount: number, refundReason: string | null, failureCode: string | null, fundAccountNames: Array<string>, fundParts: Array<{ name: string, amount: number }>, recurringGiving: { prefixedId: string } | null }> } };

export type DonorContributionsReportQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.DonorContributionFilters | null | undefined;
  type: Types.DocumentKind;
  format: Types.ReportFormat;
}>;


export type DonorContributionsReportQuery = { donorContributionsReport: { url: string, fileName: string, contentType: string } };

export type LetterTemplatesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type LetterTemplatesQuery = { letterTemplates: Array<{ prefixedId: string, title: string, isPrimary: boolean }> };

export type OrganizationDonorsQueryVariables = Exact<{
  organizationPrefixedId: string;
  search: string | null | undefined;
}>;


export type OrganizationDonorsQuery = { organizationDonors: Array<{ prefixedId: string, name: string, email: string }> };

export type SendContributionStatementReportMutationVariables = Exact<{
  donorPrefixedIds: Array<string> | string;
  filters: Types.DonorContributionFilters | null | undefined;
  letterTemplatePrefixedId: string | null | undefined;
  mode: Types.StatementMode;
}>;


export type SendContributionStatementReportMutation = { sendContributionStatementReport: { sent: number, message: string, download: { url: string, fileName: string } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const DonorContributionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query DonorContributions($organizationPrefixedId: ID!, $filters: DonorContributionFilters) {
  donorContributions(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
  ) {
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
      refundedAmount
      refundReason
      failureCode
      fundAccountNames
      fundParts {
        name
        amount
      }
      recurringGiving {
        prefixedId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DonorContributionsQuery, DonorContributionsQueryVariables>;
export const DonorContributionsReportDocument = /*#__PURE__*/ new TypedDocumentString(`
    query DonorContributionsReport($organizationPrefixedId: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
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
    `) as unknown as TypedDocumentString<DonorContributionsReportQuery, DonorContributionsReportQueryVariables>;
export const LetterTemplatesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query LetterTemplates($organizationPrefixedId: ID!) {
  letterTemplates(organizationPrefixedId: $organizationPrefixedId) {
    prefixedId
    title
    isPrimary
  }
}
    `) as unknown as TypedDocumentString<LetterTemplatesQuery, LetterTemplatesQueryVariables>;
export const OrganizationDonorsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query OrganizationDonors($organizationPrefixedId: ID!, $search: String) {
  organizationDonors(
    organizationPrefixedId: $organizationPrefixedId
    search: $search
  ) {
    prefixedId
    name
    email
  }
}
    `) as unknown as TypedDocumentString<OrganizationDonorsQuery, OrganizationDonorsQueryVariables>;
export const SendContributionStatementReportDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SendContributionStatementReport($donorPrefixedIds: [ID!]!, $filters: DonorContributionFilters, $letterTemplatePrefixedId: ID, $mode: StatementMode!) {
  sendContributionStatementReport(
    donorPrefixedIds: $donorPrefixedIds
    filters: $filters
    letterTemplatePrefixedId: $letterTemplatePrefixedId
    mode: $mode
  ) {
    sent
    message
    download {
      url
      fileName
    }
  }
}
    `) as unknown as TypedDocumentString<SendContributionStatementReportMutation, SendContributionStatementReportMutationVariables>;