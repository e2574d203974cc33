// The console's batches of cash and checks for the hostile-input suite (hostileInputGraphql.test.ts):
// the suite's donor holds 'record-gifts', so hostile values reach the batch's own checks (a new batch
// and its entries refused by field, never a 5xx); the rules themselves are adminGiftBatches.test.ts's.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

const BATCH = '{ batch { prefixedId total } }';

export function giftBatchOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  const batchPrefixedId = 'bat_000000000000000000000000';
  const entryPrefixedId = 'bte_000000000000000000000000';
  const input = {
    donorPrefixedId: records.donorPrefixedId,
    newDonor: null,
    fundPrefixedId: records.fundPrefixedIds[0],
    amount: 2500,
    method: 'check',
    checkNumber: '1001',
    memo: 'Plate',
  };
  return [
    {
      field: 'adminGiftBatches',
      kind: 'query',
      document: 'query ($org: ID!) { adminGiftBatches(organizationPrefixedId: $org) { prefixedId total } }',
      base: { org },
    },
    {
      field: 'adminGiftBatch',
      kind: 'query',
      document: `query ($org: ID!, $batchPrefixedId: ID!) {
        adminGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batchPrefixedId) ${BATCH} }`,
      base: { org, batchPrefixedId },
    },
    {
      field: 'createGiftBatch',
      kind: 'mutation',
      document: `mutation ($org: ID!, $input: GiftBatchInput!) {
        createGiftBatch(organizationPrefixedId: $org, input: $input) ${BATCH} }`,
      base: { org, input: { name: 'Sunday', date: records.today, expectedTotal: 2500 } },
    },
    {
      field: 'addGiftBatchEntry',
      kind: 'mutation',
      document: `mutation ($org: ID!, $batchPrefixedId: ID!, $input: GiftBatchEntryInput!) {
        addGiftBatchEntry(organizationPrefixedId: $org, batchPrefixedId: $batchPrefixedId, input: $input) ${BATCH} }`,
      base: { org, batchPrefixedId, input },
    },
    {
      field: 'updateGiftBatchEntry',
      kind: 'mutation',
      document: `mutation ($org: ID!, $entryPrefixedId: ID!, $input: GiftBatchEntryInput!) {
        updateGiftBatchEntry(organizationPrefixedId: $org, entryPrefixedId: $entryPrefixedId, input: $input) ${BATCH} }`,
      base: { org, entryPrefixedId, input },
    },
    {
      field: 'removeGiftBatchEntry',
      kind: 'mutation',
      document: `mutation ($org: ID!, $entryPrefixedId: ID!) {
        removeGiftBatchEntry(organizationPrefixedId: $org, entryPrefixedId: $entryPrefixedId) ${BATCH} }`,
      base: { org, entryPrefixedId },
    },
    ...(['commitGiftBatch', 'reopenGiftBatch', 'signOffGiftBatch'] as const).map(
      (field): GraphqlOperation => ({
        field,
        kind: 'mutation',
        document: `mutation ($org: ID!, $batchPrefixedId: ID!) {
          ${field}(organizationPrefixedId: $org, batchPrefixedId: $batchPrefixedId) ${BATCH} }`,
        base: { org, batchPrefixedId },
      }),
    ),
  ];
}
