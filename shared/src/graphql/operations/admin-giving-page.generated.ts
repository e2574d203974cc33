/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type FundChangesInput = {
  isEnabled: boolean | null | undefined;
  isOnlineGivingVisible: boolean | null | undefined;
  name: string | null | undefined;
};

export type GivingPageInput = {
  /** #rrggbb; white text on it must reach a 4.5:1 contrast. null: Halo Give's colour. */
  brandColor: string | null | undefined;
  displayName: string | null | undefined;
  feeFixedCents: number | null | undefined;
  /** Basis points of the processing fee a donor may cover (290 = 2.9%). */
  feePercentBps: number | null | undefined;
  /** 1 to 6 amounts offered as buttons. */
  fixedAmounts: Array<number> | null | undefined;
  /** Shown above the giving form, at most 280 characters; null or empty removes it. */
  givingMessage: string | null | undefined;
  isInMaintenance: boolean | null | undefined;
  /** The image's address (the publicUrl of an upload); null removes the logo. */
  logoUrl: string | null | undefined;
  maxAmount: number | null | undefined;
  minAmount: number | null | undefined;
  /** The text-to-give number in E.164 (+15551234567), another church's refused; null or empty removes it. */
  smsNumber: string | null | undefined;
};

/** pending: Stripe has not answered yet; active; needs_action: Apple Pay is inactive until the church acts on its site; sandbox: test mode, only the test wallet; wildcard and local: nothing Stripe can register; failed: Stripe refused, retried on its own; removed. */
export type WalletWebsiteState =
  | 'active'
  | 'failed'
  | 'local'
  | 'needs_action'
  | 'pending'
  | 'removed'
  | 'sandbox'
  | 'wildcard';

export type AdminFundFieldsFragment = { prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number };

export type AdminGivingPageFieldsFragment = { displayName: string, logoUrl: string | null, brandColor: string | null, fixedAmounts: Array<number>, minAmount: number, maxAmount: number, feePercentBps: number, feeFixedCents: number, givingMessage: string | null, isInMaintenance: boolean, smsNumber: string | null, allowedWebsites: Array<string>, paymentsConnected: boolean, link: string, funds: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number }>, walletWebsites: Array<{ origin: string, domain: string | null, state: Types.WalletWebsiteState, applePay: string | null, googlePay: string | null, applePayProblem: string | null }>, hostedPageWallet: { origin: string, domain: string | null, state: Types.WalletWebsiteState, applePay: string | null, googlePay: string | null, applePayProblem: string | null }, qrCode: { size: number, path: string } };

export type AdminGivingPageQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminGivingPageQuery = { adminGivingPage: { displayName: string, logoUrl: string | null, brandColor: string | null, fixedAmounts: Array<number>, minAmount: number, maxAmount: number, feePercentBps: number, feeFixedCents: number, givingMessage: string | null, isInMaintenance: boolean, smsNumber: string | null, allowedWebsites: Array<string>, paymentsConnected: boolean, link: string, funds: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number }>, walletWebsites: Array<{ origin: string, domain: string | null, state: Types.WalletWebsiteState, applePay: string | null, googlePay: string | null, applePayProblem: string | null }>, hostedPageWallet: { origin: string, domain: string | null, state: Types.WalletWebsiteState, applePay: string | null, googlePay: string | null, applePayProblem: string | null }, qrCode: { size: number, path: string } } };

export type UpdateGivingPageMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.GivingPageInput;
}>;


export type UpdateGivingPageMutation = { updateGivingPage: { displayName: string, logoUrl: string | null, brandColor: string | null, fixedAmounts: Array<number>, minAmount: number, maxAmount: number, feePercentBps: number, feeFixedCents: number, givingMessage: string | null, isInMaintenance: boolean, smsNumber: string | null, allowedWebsites: Array<string>, paymentsConnected: boolean, link: string, funds: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number }>, walletWebsites: Array<{ origin: string, domain: string | null, state: Types.WalletWebsiteState, applePay: string | null, googlePay: string | null, applePayProblem: string | null }>, hostedPageWallet: { origin: string, domain: string | null, state: Types.WalletWebsiteState, applePay: string | null, googlePay: string | null, applePayProblem: string | null }, qrCode: { size: number, path: string } } };

export type AddFundMutationVariables = Exact<{
  organizationPrefixedId: string;
  name: string;
  isOnlineGivingVisible: boolean | null | undefined;
}>;


export type AddFundMutation = { addFund: { prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number } };

export type UpdateFundMutationVariables = Exact<{
  organizationPrefixedId: string;
  fundPrefixedId: string;
  input: Types.FundChangesInput;
}>;


export type UpdateFundMutation = { updateFund: { prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number } };

export type ReorderFundsMutationVariables = Exact<{
  organizationPrefixedId: string;
  fundPrefixedIds: Array<string> | string;
}>;


export type ReorderFundsMutation = { reorderFunds: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, isEnabled: boolean, position: number }> };

export type AddAllowedWebsiteMutationVariables = Exact<{
  organizationPrefixedId: string;
  origin: string;
}>;


export type AddAllowedWebsiteMutation = { addAllowedWebsite: Array<string> };

export type RemoveAllowedWebsiteMutationVariables = Exact<{
  organizationPrefixedId: string;
  origin: string;
}>;


export type RemoveAllowedWebsiteMutation = { removeAllowedWebsite: Array<string> };

export type CheckWalletWebsiteMutationVariables = Exact<{
  organizationPrefixedId: string;
  origin: string;
}>;


export type CheckWalletWebsiteMutation = { checkWalletWebsite: { origin: string, domain: string | null, state: Types.WalletWebsiteState, applePay: string | null, googlePay: string | null, applePayProblem: string | null } };

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
export const AdminFundFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}
    `, {"fragmentName":"AdminFundFields"}) as unknown as TypedDocumentString<AdminFundFieldsFragment, unknown>;
export const AdminGivingPageFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminGivingPageFields on AdminGivingPage {
  displayName
  logoUrl
  brandColor
  fixedAmounts
  minAmount
  maxAmount
  feePercentBps
  feeFixedCents
  givingMessage
  isInMaintenance
  smsNumber
  funds {
    ...AdminFundFields
  }
  allowedWebsites
  walletWebsites {
    origin
    domain
    state
    applePay
    googlePay
    applePayProblem
  }
  hostedPageWallet {
    origin
    domain
    state
    applePay
    googlePay
    applePayProblem
  }
  paymentsConnected
  link
  qrCode {
    size
    path
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}`, {"fragmentName":"AdminGivingPageFields"}) as unknown as TypedDocumentString<AdminGivingPageFieldsFragment, unknown>;
export const AdminGivingPageDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminGivingPage($organizationPrefixedId: ID!) {
  adminGivingPage(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminGivingPageFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}
fragment AdminGivingPageFields on AdminGivingPage {
  displayName
  logoUrl
  brandColor
  fixedAmounts
  minAmount
  maxAmount
  feePercentBps
  feeFixedCents
  givingMessage
  isInMaintenance
  smsNumber
  funds {
    ...AdminFundFields
  }
  allowedWebsites
  walletWebsites {
    origin
    domain
    state
    applePay
    googlePay
    applePayProblem
  }
  hostedPageWallet {
    origin
    domain
    state
    applePay
    googlePay
    applePayProblem
  }
  paymentsConnected
  link
  qrCode {
    size
    path
  }
}`) as unknown as TypedDocumentString<AdminGivingPageQuery, AdminGivingPageQueryVariables>;
export const UpdateGivingPageDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UpdateGivingPage($organizationPrefixedId: ID!, $input: GivingPageInput!) {
  updateGivingPage(organizationPrefixedId: $organizationPrefixedId, input: $input) {
    ...AdminGivingPageFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}
fragment AdminGivingPageFields on AdminGivingPage {
  displayName
  logoUrl
  brandColor
  fixedAmounts
  minAmount
  maxAmount
  feePercentBps
  feeFixedCents
  givingMessage
  isInMaintenance
  smsNumber
  funds {
    ...AdminFundFields
  }
  allowedWebsites
  walletWebsites {
    origin
    domain
    state
    applePay
    googlePay
    applePayProblem
  }
  hostedPageWallet {
    origin
    domain
    state
    applePay
    googlePay
    applePayProblem
  }
  paymentsConnected
  link
  qrCode {
    size
    path
  }
}`) as unknown as TypedDocumentString<UpdateGivingPageMutation, UpdateGivingPageMutationVariables>;
export const AddFundDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation AddFund($organizationPrefixedId: ID!, $name: String!, $isOnlineGivingVisible: Boolean) {
  addFund(
    organizationPrefixedId: $organizationPrefixedId
    name: $name
    isOnlineGivingVisible: $isOnlineGivingVisible
  ) {
    ...AdminFundFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}`) as unknown as TypedDocumentString<AddFundMutation, AddFundMutationVariables>;
export const UpdateFundDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UpdateFund($organizationPrefixedId: ID!, $fundPrefixedId: ID!, $input: FundChangesInput!) {
  updateFund(
    organizationPrefixedId: $organizationPrefixedId
    fundPrefixedId: $fundPrefixedId
    input: $input
  ) {
    ...AdminFundFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}`) as unknown as TypedDocumentString<UpdateFundMutation, UpdateFundMutationVariables>;
export const ReorderFundsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ReorderFunds($organizationPrefixedId: ID!, $fundPrefixedIds: [ID!]!) {
  reorderFunds(
    organizationPrefixedId: $organizationPrefixedId
    fundPrefixedIds: $fundPrefixedIds
  ) {
    ...AdminFundFields
  }
}
    fragment AdminFundFields on AdminFund {
  prefixedId
  name
  isDefault
  isOnlineGivingVisible
  isEnabled
  position
}`) as unknown as TypedDocumentString<ReorderFundsMutation, ReorderFundsMutationVariables>;
export const AddAllowedWebsiteDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation AddAllowedWebsite($organizationPrefixedId: ID!, $origin: String!) {
  addAllowedWebsite(
    organizationPrefixedId: $organizationPrefixedId
    origin: $origin
  )
}
    `) as unknown as TypedDocumentString<AddAllowedWebsiteMutation, AddAllowedWebsiteMutationVariables>;
export const RemoveAllowedWebsiteDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RemoveAllowedWebsite($organizationPrefixedId: ID!, $origin: String!) {
  removeAllowedWebsite(
    organizationPrefixedId: $organizationPrefixedId
    origin: $origin
  )
}
    `) as unknown as TypedDocumentString<RemoveAllowedWebsiteMutation, RemoveAllowedWebsiteMutationVariables>;
export const CheckWalletWebsiteDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation CheckWalletWebsite($organizationPrefixedId: ID!, $origin: String!) {
  checkWalletWebsite(
    organizationPrefixedId: $organizationPrefixedId
    origin: $origin
  ) {
    origin
    domain
    state
    applePay
    googlePay
    applePayProblem
  }
}
    `) as unknown as TypedDocumentString<CheckWalletWebsiteMutation, CheckWalletWebsiteMutationVariables>;