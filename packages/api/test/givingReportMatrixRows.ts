// The giving reports in the authorization matrix (adminMatrixRows.ts): each asks for the demo
// church's reports as its owner, who may view gifts; the attackers' cells (another church, no
// ability, a guest, a bad CSRF token) must find nothing of them.
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

const org = (_world: World, organizationPrefixedId: string) => ({ org: organizationPrefixedId });

/** `everyAbility` is the matrix's owner setup: she holds 'view-gifts' with every other ability. */
export function givingReportMatrixRows(everyAbility: AdminMatrixRow['ownerSetup']): AdminMatrixRow[] {
  const row = (field: string, document: string): AdminMatrixRow => ({
    field,
    document,
    variables: org,
    ownerSetup: everyAbility,
  });
  return [
    row(
      'Query.adminGivingReports',
      `query($org: ID!) { adminGivingReports(organizationPrefixedId: $org) {
        totalAmount byFundByMonth { fundName month amount } byMethod { method amount } firstTimeGivers } }`,
    ),
    row(
      'Query.adminGivingReportExport',
      'query($org: ID!) { adminGivingReportExport(organizationPrefixedId: $org, report: ByFundByMonth) { url fileName } }',
    ),
  ];
}
