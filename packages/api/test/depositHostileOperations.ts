// The console's deposits for the hostile-input suite (hostileInputGraphql.test.ts): hostile cursors,
// page sizes and ids are refused by argument or not found, never a 5xx; reads write nothing.
import type { GraphqlOperation, PortalRecords } from './hostileGraphqlOperations';

export function depositOperations(records: PortalRecords): GraphqlOperation[] {
  const org = records.organizationPrefixedId;
  return [
    {
      field: 'adminDeposits',
      kind: 'query',
      document: `query ($org: ID!, $after: String, $first: Int) {
        adminDeposits(organizationPrefixedId: $org, after: $after, first: $first) { items { prefixedId net } nextCursor } }`,
      base: { org, after: null, first: 10 },
    },
    {
      field: 'adminDeposit',
      kind: 'query',
      document: `query ($org: ID!, $depositPrefixedId: ID!, $giftsFirst: Int) {
        adminDeposit(organizationPrefixedId: $org, depositPrefixedId: $depositPrefixedId, giftsFirst: $giftsFirst) {
          deposit { prefixedId } giftsNextCursor csvPath } }`,
      base: { org, depositPrefixedId: 'dep_000000000000000000000000', giftsFirst: 10 },
    },
    {
      field: 'adminDepositGifts',
      kind: 'query',
      document: `query ($org: ID!, $depositPrefixedId: ID!, $after: String!, $first: Int) {
        adminDepositGifts(organizationPrefixedId: $org, depositPrefixedId: $depositPrefixedId, after: $after, first: $first) {
          items { giftPrefixedId } nextCursor } }`,
      base: {
        org,
        depositPrefixedId: 'dep_000000000000000000000000',
        after: 'WyIyMDI2LTAxLTAxIiwxXQ',
        first: 10,
      },
    },
  ];
}
