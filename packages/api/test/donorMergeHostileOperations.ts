// Merging duplicate donors for the hostile-input suite (hostileInputGraphql.test.ts): the suite's
// donor holds 'manage-giving', so hostile ids reach the merge's own checks (refused by field, never a
// 5xx); the rules themselves are adminDonorMerge.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

const MERGE = '{ prefixedId canUndo movedGiftCount }';

export function donorMergeOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  return [
    {
      field: 'adminDonorMergeSuggestions',
      kind: 'query',
      document: `query ($org: ID!) { adminDonorMergeSuggestions(organizationPrefixedId: $org) { reason kept { prefixedId } } }`,
      base: { org },
    },
    {
      field: 'adminDonorMerges',
      kind: 'query',
      document: `query ($org: ID!) { adminDonorMerges(organizationPrefixedId: $org) ${MERGE} }`,
      base: { org },
    },
    {
      field: 'mergeDonors',
      kind: 'mutation',
      document: `mutation ($org: ID!, $keptDonorPrefixedId: ID!, $mergedDonorPrefixedId: ID!) {
        mergeDonors(organizationPrefixedId: $org, keptDonorPrefixedId: $keptDonorPrefixedId,
          mergedDonorPrefixedId: $mergedDonorPrefixedId) ${MERGE} }`,
      // The suite's donor with itself: refused on mergedDonorPrefixedId, so no hostile value merges anyone.
      base: {
        org,
        keptDonorPrefixedId: records.donorPrefixedId,
        mergedDonorPrefixedId: records.donorPrefixedId,
      },
    },
    {
      field: 'undoDonorMerge',
      kind: 'mutation',
      document: `mutation ($org: ID!, $mergePrefixedId: ID!) { undoDonorMerge(organizationPrefixedId: $org, mergePrefixedId: $mergePrefixedId) ${MERGE} }`,
      base: { org, mergePrefixedId: 'dmg_000000000000000000000000' },
    },
    {
      field: 'sendCorrectedStatement',
      kind: 'mutation',
      document: `mutation ($org: ID!, $mergePrefixedId: ID!, $year: Int!, $donorPrefixedId: ID, $householdPrefixedId: ID) {
        sendCorrectedStatement(organizationPrefixedId: $org, mergePrefixedId: $mergePrefixedId, year: $year,
          donorPrefixedId: $donorPrefixedId, householdPrefixedId: $householdPrefixedId) { year correctedAt } }`,
      base: {
        org,
        mergePrefixedId: 'dmg_000000000000000000000000',
        year: 2024,
        donorPrefixedId: 'usr_000000000000000000000000',
        householdPrefixedId: null,
      },
    },
  ];
}
