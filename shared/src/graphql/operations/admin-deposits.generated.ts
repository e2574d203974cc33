/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DepositAdjustmentKind =
  | 'dispute'
  | 'disputeFee'
  | 'refund';

export type DepositSource =
  /** A committed batch of cash and checks: a deposit the church made itself (no fees, nothing taken back). */
  | 'batch'
  | 'sandbox'
  | 'stripe';

export type DepositStatus =
  /** Its net was negative: taken from the next payout. */
  | 'carried'
  /** The bank refused it. */
  | 'failed'
  /** On its way to the bank, or there. */
  | 'paid';

export type AdminDepositFieldsFragment = { prefixedId: string, source: Types.DepositSource, payoutId: string, batchName: string | null, payoutDate: string, arrivalDate: string, status: Types.DepositStatus, gross: number, fees: number, refunds: number, disputes: number, carriedIn: number, otherActivity: number, manualPayout: boolean, net: number, giftCount: number };

export type AdminDepositsQueryVariables = Exact<{
  organizationPrefixedId: string;
  after: string | null | undefined;
  first: number | null | undefined;
}>;


export type AdminDepositsQuery = { adminDeposits: { nextCursor: string | null, items: Array<{ prefixedId: string, source: Types.DepositSource, payoutId: string, batchName: string | null, payoutDate: string, arrivalDate: string, status: Types.DepositStatus, gross: number, fees: number, refunds: number, disputes: number, carriedIn: number, otherActivity: number, manualPayout: boolean, net: number, giftCount: number }> } };

export type AdminDepositGiftFieldsFragment = { giftPrefixedId: string, date: string, donorName: string, amount: number, fee: number, net: number };

export type AdminDepositQueryVariables = Exact<{
  organizationPrefixedId: string;
  depositPrefixedId: string;
  giftsFirst: number | null | undefined;
}>;


export type AdminDepositQuery = { adminDeposit: { giftsNextCursor: string | null, csvPath: string, deposit: { prefixedId: string, source: Types.DepositSource, payoutId: string, batchName: string | null, payoutDate: string, arrivalDate: string, status: Types.DepositStatus, gross: number, fees: number, refunds: number, disputes: number, carriedIn: number, otherActivity: number, manualPayout: boolean, net: number, giftCount: number }, gifts: Array<{ giftPrefixedId: string, date: string, donorName: string, amount: number, fee: number, net: number }>, adjustments: Array<{ kind: Types.DepositAdjustmentKind, giftPrefixedId: string, date: string, amount: number }>, funds: Array<{ fundPrefixedId: string | null, fundName: string | null, gross: number, fee: number, net: number }> } };

export type AdminDepositGiftsQueryVariables = Exact<{
  organizationPrefixedId: string;
  depositPrefixedId: string;
  after: string;
  first: number | null | undefined;
}>;


export type AdminDepositGiftsQuery = { adminDepositGifts: { nextCursor: string | null, items: Array<{ giftPrefixedId: string, date: string, donorName: string, amount: number, fee: number, net: number }> } };

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
export const AdminDepositFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminDepositFields on AdminDeposit {
  prefixedId
  source
  payoutId
  batchName
  payoutDate
  arrivalDate
  status
  gross
  fees
  refunds
  disputes
  carriedIn
  otherActivity
  manualPayout
  net
  giftCount
}
    `, {"fragmentName":"AdminDepositFields"}) as unknown as TypedDocumentString<AdminDepositFieldsFragment, unknown>;
export const AdminDepositGiftFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminDepositGiftFields on AdminDepositGift {
  giftPrefixedId
  date
  donorName
  amount
  fee
  net
}
    `, {"fragmentName":"AdminDepositGiftFields"}) as unknown as TypedDocumentString<AdminDepositGiftFieldsFragment, unknown>;
export const AdminDepositsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDeposits($organizationPrefixedId: ID!, $after: String, $first: Int) {
  adminDeposits(
    organizationPrefixedId: $organizationPrefixedId
    after: $after
    first: $first
  ) {
    items {
      ...AdminDepositFields
    }
    nextCursor
  }
}
    fragment AdminDepositFields on AdminDeposit {
  prefixedId
  source
  payoutId
  batchName
  payoutDate
  arrivalDate
  status
  gross
  fees
  refunds
  disputes
  carriedIn
  otherActivity
  manualPayout
  net
  giftCount
}`) as unknown as TypedDocumentString<AdminDepositsQuery, AdminDepositsQueryVariables>;
export const AdminDepositDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDeposit($organizationPrefixedId: ID!, $depositPrefixedId: ID!, $giftsFirst: Int) {
  adminDeposit(
    organizationPrefixedId: $organizationPrefixedId
    depositPrefixedId: $depositPrefixedId
    giftsFirst: $giftsFirst
  ) {
    deposit {
      ...AdminDepositFields
    }
    gifts {
      ...AdminDepositGiftFields
    }
    giftsNextCursor
    adjustments {
      kind
      giftPrefixedId
      date
      amount
    }
    funds {
      fundPrefixedId
      fundName
      gross
      fee
      net
    }
    csvPath
  }
}
    fragment AdminDepositFields on AdminDeposit {
  prefixedId
  source
  payoutId
  batchName
  payoutDate
  arrivalDate
  status
  gross
  fees
  refunds
  disputes
  carriedIn
  otherActivity
  manualPayout
  net
  giftCount
}
fragment AdminDepositGiftFields on AdminDepositGift {
  giftPrefixedId
  date
  donorName
  amount
  fee
  net
}`) as unknown as TypedDocumentString<AdminDepositQuery, AdminDepositQueryVariables>;
export const AdminDepositGiftsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDepositGifts($organizationPrefixedId: ID!, $depositPrefixedId: ID!, $after: String!, $first: Int) {
  adminDepositGifts(
    organizationPrefixedId: $organizationPrefixedId
    depositPrefixedId: $depositPrefixedId
    after: $after
    first: $first
  ) {
    items {
      ...AdminDepositGiftFields
    }
    nextCursor
  }
}
    fragment AdminDepositGiftFields on AdminDepositGift {
  giftPrefixedId
  date
  donorName
  amount
  fee
  net
}`) as unknown as TypedDocumentString<AdminDepositGiftsQuery, AdminDepositGiftsQueryVariables>;