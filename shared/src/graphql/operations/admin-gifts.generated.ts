/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminGiftFilters = {
  /** The gifts of one deposit of the church (adminDeposits' prefixedId). */
  depositPrefixedId: string | null | undefined;
  /** Only gifts with a card dispute (Stripe's charge.dispute.* events), open or closed. */
  disputed: boolean | null | undefined;
  /** One donor's giving. */
  donorPrefixedId: string | null | undefined;
  /** Matches the donor's name or email. */
  donorSearch: string | null | undefined;
  endDate: string | null | undefined;
  fundPrefixedId: string | null | undefined;
  /** YYYY-MM-DD, inclusive, in the organization's time zone. */
  startDate: string | null | undefined;
  status: ContributionStatus | null | undefined;
};

export type ContributionStatus =
  | 'failed'
  /** A bank account gift (ACH) waiting to settle; it counts in no total until it has succeeded. */
  | 'processing'
  | 'refunded'
  | 'succeeded';

export type DedicationKind =
  | 'honor'
  | 'memory';

export type OfflineGiftInput = {
  amount: number;
  /** YYYY-MM-DD, not in the future. */
  date: string;
  donorPrefixedId: string;
  fundPrefixedId: string;
  memo: string | null | undefined;
  method: OfflineGiftMethod;
};

/**
 * How a gift without a processor of ours was given: cash or a check recorded in the console, or an
 * imported gift of the church's history (a card or bank account another platform charged, or other).
 */
export type OfflineGiftMethod =
  | 'bank'
  | 'card'
  | 'cash'
  | 'check'
  | 'other';

export type AdminGiftFieldsFragment = { prefixedId: string, date: string, amount: number, fee: number, netAmount: number, currency: string, status: Types.ContributionStatus, refundedAmount: number, memo: string | null, offlineMethod: Types.OfflineGiftMethod | null, fundAccountNames: Array<string>, cardBrand: string | null, cardLastFour: string | null, fundParts: Array<{ name: string, amount: number }>, dedication: { kind: Types.DedicationKind, name: string } | null, donor: { prefixedId: string, name: string, email: string }, recurringGiving: { prefixedId: string } | null, dispute: { status: string, amount: number, fee: number, currency: string, reason: string, evidenceDueBy: string | null } | null };

export type AdminGiftsQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.AdminGiftFilters | null | undefined;
  after: string | null | undefined;
  first: number | null | undefined;
}>;


export type AdminGiftsQuery = { adminGifts: { nextCursor: string | null, totalResults: number, totalAmount: number, items: Array<{ prefixedId: string, date: string, amount: number, fee: number, netAmount: number, currency: string, status: Types.ContributionStatus, refundedAmount: number, memo: string | null, offlineMethod: Types.OfflineGiftMethod | null, fundAccountNames: Array<string>, cardBrand: string | null, cardLastFour: string | null, fundParts: Array<{ name: string, amount: number }>, dedication: { kind: Types.DedicationKind, name: string } | null, donor: { prefixedId: string, name: string, email: string }, recurringGiving: { prefixedId: string } | null, dispute: { status: string, amount: number, fee: number, currency: string, reason: string, evidenceDueBy: string | null } | null }>, fundTotals: Array<{ fundPrefixedId: string, fundName: string, amount: number }>, monthTotals: Array<{ month: string, amount: number, count: number }>, funds: Array<{ prefixedId: string, name: string }> } };

export type AdminGiftsExportQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.AdminGiftFilters | null | undefined;
}>;


export type AdminGiftsExportQuery = { adminGiftsExport: { url: string, fileName: string, contentType: string } };

export type RecordOfflineGiftMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.OfflineGiftInput;
}>;


export type RecordOfflineGiftMutation = { recordOfflineGift: { prefixedId: string, date: string, amount: number, fee: number, netAmount: number, currency: string, status: Types.ContributionStatus, refundedAmount: number, memo: string | null, offlineMethod: Types.OfflineGiftMethod | null, fundAccountNames: Array<string>, cardBrand: string | null, cardLastFour: string | null, fundParts: Array<{ name: string, amount: number }>, dedication: { kind: Types.DedicationKind, name: string } | null, donor: { prefixedId: string, name: string, email: string }, recurringGiving: { prefixedId: string } | null, dispute: { status: string, amount: number, fee: number, currency: string, reason: string, evidenceDueBy: string | null } | null } };

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
export const AdminGiftFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminGiftFields on AdminGift {
  prefixedId
  date
  amount
  fee
  netAmount
  currency
  status
  refundedAmount
  memo
  offlineMethod
  fundAccountNames
  fundParts {
    name
    amount
  }
  dedication {
    kind
    name
  }
  donor {
    prefixedId
    name
    email
  }
  cardBrand
  cardLastFour
  recurringGiving {
    prefixedId
  }
  dispute {
    status
    amount
    fee
    currency
    reason
    evidenceDueBy
  }
}
    `, {"fragmentName":"AdminGiftFields"}) as unknown as TypedDocumentString<AdminGiftFieldsFragment, unknown>;
export const AdminGiftsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminGifts($organizationPrefixedId: ID!, $filters: AdminGiftFilters, $after: String, $first: Int) {
  adminGifts(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
    after: $after
    first: $first
  ) {
    items {
      ...AdminGiftFields
    }
    nextCursor
    totalResults
    totalAmount
    fundTotals {
      fundPrefixedId
      fundName
      amount
    }
    monthTotals {
      month
      amount
      count
    }
    funds {
      prefixedId
      name
    }
  }
}
    fragment AdminGiftFields on AdminGift {
  prefixedId
  date
  amount
  fee
  netAmount
  currency
  status
  refundedAmount
  memo
  offlineMethod
  fundAccountNames
  fundParts {
    name
    amount
  }
  dedication {
    kind
    name
  }
  donor {
    prefixedId
    name
    email
  }
  cardBrand
  cardLastFour
  recurringGiving {
    prefixedId
  }
  dispute {
    status
    amount
    fee
    currency
    reason
    evidenceDueBy
  }
}`) as unknown as TypedDocumentString<AdminGiftsQuery, AdminGiftsQueryVariables>;
export const AdminGiftsExportDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminGiftsExport($organizationPrefixedId: ID!, $filters: AdminGiftFilters) {
  adminGiftsExport(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
  ) {
    url
    fileName
    contentType
  }
}
    `) as unknown as TypedDocumentString<AdminGiftsExportQuery, AdminGiftsExportQueryVariables>;
export const RecordOfflineGiftDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RecordOfflineGift($organizationPrefixedId: ID!, $input: OfflineGiftInput!) {
  recordOfflineGift(
    organizationPrefixedId: $organizationPrefixedId
    input: $input
  ) {
    ...AdminGiftFields
  }
}
    fragment AdminGiftFields on AdminGift {
  prefixedId
  date
  amount
  fee
  netAmount
  currency
  status
  refundedAmount
  memo
  offlineMethod
  fundAccountNames
  fundParts {
    name
    amount
  }
  dedication {
    kind
    name
  }
  donor {
    prefixedId
    name
    email
  }
  cardBrand
  cardLastFour
  recurringGiving {
    prefixedId
  }
  dispute {
    status
    amount
    fee
    currency
    reason
    evidenceDueBy
  }
}`) as unknown as TypedDocumentString<RecordOfflineGiftMutation, RecordOfflineGiftMutationVariables>;