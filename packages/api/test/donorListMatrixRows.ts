// The donor lists in the authorization matrix (adminMatrixRows.ts): each asks for the demo church's
// lists as its owner, who may view gifts; the attackers' cells must find nothing of them.
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

const org = (_world: World, organizationPrefixedId: string) => ({ org: organizationPrefixedId });

/** `everyAbility` is the matrix's owner setup: she holds 'view-gifts' with every other ability. */
export function donorListMatrixRows(everyAbility: AdminMatrixRow['ownerSetup']): AdminMatrixRow[] {
  const row = (field: string, document: string): AdminMatrixRow => ({
    field,
    document,
    variables: org,
    ownerSetup: everyAbility,
  });
  return [
    row(
      'Query.adminDonorList',
      `query($org: ID!) { adminDonorList(organizationPrefixedId: $org, list: TopGivers,
        options: { startDate: "2000-01-01" }) { totalResults donors { prefixedId email totalGiven } } }`,
    ),
    row(
      'Query.adminRecurringAtRisk',
      'query($org: ID!) { adminRecurringAtRisk(organizationPrefixedId: $org) { totalResults gifts { prefixedId donor { email } } } }',
    ),
    row(
      'Query.adminDonorListExport',
      'query($org: ID!) { adminDonorListExport(organizationPrefixedId: $org, list: Lapsed) { url fileName } }',
    ),
    row(
      'Query.adminDonorListsWeeklyEmail',
      'query($org: ID!) { adminDonorListsWeeklyEmail(organizationPrefixedId: $org) }',
    ),
    row(
      'Query.adminDonorListsWeeklyEmailPreview',
      'query($org: ID!) { adminDonorListsWeeklyEmailPreview(organizationPrefixedId: $org) { weekStart made sendsEmail subject text } }',
    ),
    row(
      'Mutation.setAdminDonorListsWeeklyEmail',
      'mutation($org: ID!) { setAdminDonorListsWeeklyEmail(organizationPrefixedId: $org, enabled: false) }',
    ),
  ];
}
