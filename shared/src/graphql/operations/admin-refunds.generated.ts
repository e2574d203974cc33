/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContributionStatus =
  | 'failed'
  /** A bank account gift (ACH) waiting to settle; it counts in no total until it has succeeded. */
  | 'processing'
  | 'refunded'
  | 'succeeded';

export type DedicationKind =
  | 'honor'
  | 'memory';

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

export type RefundGiftMutationVariables = Exact<{
  organizationPrefixedId: string;
  giftPrefixedId: string;
  amount: number;
  reason: string | null | undefined;
  requestKey: string;
}>;


export type RefundGiftMutation = { refundGift: { prefixedId: string, date: string, amount: number, fee: number, netAmount: number, currency: string, status: Types.ContributionStatus, refundedAmount: number, memo: string | null, offlineMethod: Types.OfflineGiftMethod | null, fundAccountNames: Array<string>, cardBrand: string | null, cardLastFour: string | null, fundParts: Array<{ name: string, amount: number }>, dedication: { kind: Types.DedicationKind, name: string } | null, donor: { prefixedId: string, name: string, email: string }, recurringGiving: { prefixedId: string } | null, dispute: { status: string, amount: number, fee: number, currency: string, reason: string, evidenceDueBy: string | null } | null } };

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

export const RefundGiftDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RefundGift($organizationPrefixedId: ID!, $giftPrefixedId: ID!, $amount: Cents!, $reason: String, $requestKey: String!) {
  refundGift(
    organizationPrefixedId: $organizationPrefixedId
    giftPrefixedId: $giftPrefixedId
    amount: $amount
    reason: $reason
    requestKey: $requestKey
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
}`) as unknown as TypedDocumentString<RefundGiftMutation, RefundGiftMutationVariables>;