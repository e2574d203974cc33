/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type StripeConnectionState =
  | 'connected'
  | 'notConnected'
  /** Created, but Stripe does not let it take gifts yet (onboarding unfinished, or restricted). */
  | 'pending';

export type AdminPaymentsFieldsFragment = { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean, bankPayments: boolean, currency: string };

export type AdminPaymentsQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminPaymentsQuery = { adminPayments: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean, bankPayments: boolean, currency: string } };

export type ConnectStripeAccountMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type ConnectStripeAccountMutation = { connectStripeAccount: { onboardingUrl: string | null, payments: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean, bankPayments: boolean, currency: string } } };

export type DisconnectStripeAccountMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type DisconnectStripeAccountMutation = { disconnectStripeAccount: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean, bankPayments: boolean, currency: string } };

export type RefreshStripeAccountMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type RefreshStripeAccountMutation = { refreshStripeAccount: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean, bankPayments: boolean, currency: string } };

export type SetBankPaymentsMutationVariables = Exact<{
  organizationPrefixedId: string;
  enabled: boolean;
}>;


export type SetBankPaymentsMutation = { setBankPayments: { mode: string, stripeAvailable: boolean, connection: Types.StripeConnectionState, stripeAccountId: string | null, isTest: boolean, bankPayments: boolean, currency: string } };

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
export const AdminPaymentsFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
  bankPayments
  currency
}
    `, {"fragmentName":"AdminPaymentsFields"}) as unknown as TypedDocumentString<AdminPaymentsFieldsFragment, unknown>;
export const AdminPaymentsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminPayments($organizationPrefixedId: ID!) {
  adminPayments(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminPaymentsFields
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
  bankPayments
  currency
}`) as unknown as TypedDocumentString<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const ConnectStripeAccountDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ConnectStripeAccount($organizationPrefixedId: ID!) {
  connectStripeAccount(organizationPrefixedId: $organizationPrefixedId) {
    payments {
      ...AdminPaymentsFields
    }
    onboardingUrl
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
  bankPayments
  currency
}`) as unknown as TypedDocumentString<ConnectStripeAccountMutation, ConnectStripeAccountMutationVariables>;
export const DisconnectStripeAccountDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation DisconnectStripeAccount($organizationPrefixedId: ID!) {
  disconnectStripeAccount(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminPaymentsFields
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
  bankPayments
  currency
}`) as unknown as TypedDocumentString<DisconnectStripeAccountMutation, DisconnectStripeAccountMutationVariables>;
export const RefreshStripeAccountDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RefreshStripeAccount($organizationPrefixedId: ID!) {
  refreshStripeAccount(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminPaymentsFields
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
  bankPayments
  currency
}`) as unknown as TypedDocumentString<RefreshStripeAccountMutation, RefreshStripeAccountMutationVariables>;
export const SetBankPaymentsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SetBankPayments($organizationPrefixedId: ID!, $enabled: Boolean!) {
  setBankPayments(
    organizationPrefixedId: $organizationPrefixedId
    enabled: $enabled
  ) {
    ...AdminPaymentsFields
  }
}
    fragment AdminPaymentsFields on AdminPayments {
  mode
  stripeAvailable
  connection
  stripeAccountId
  isTest
  bankPayments
  currency
}`) as unknown as TypedDocumentString<SetBankPaymentsMutation, SetBankPaymentsMutationVariables>;