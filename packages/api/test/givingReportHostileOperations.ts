// The giving reports' operations for the hostile-input suite (hostileInputGraphql.test.ts), each with
// every argument a variable and a valid base for the demo church.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

export function givingReportOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const range = { startDate: '2026-01-01', endDate: records.today };
  return [
    {
      field: 'adminGivingReports',
      kind: 'query',
      document: `query ($org: ID!, $range: GivingReportRange) {
        adminGivingReports(organizationPrefixedId: $org, range: $range) {
          totalAmount byFundByMonth { fundPrefixedId month amount } byMethod { method amount } byMonth { month amount }
          firstTimeGivers } }`,
      base: { org, range },
    },
    {
      field: 'adminGivingReportExport',
      kind: 'query',
      document: `query ($org: ID!, $report: GivingReportFile!, $range: GivingReportRange) {
        adminGivingReportExport(organizationPrefixedId: $org, report: $report, range: $range) { url } }`,
      base: { org, report: 'ByMethod', range },
    },
  ];
}
