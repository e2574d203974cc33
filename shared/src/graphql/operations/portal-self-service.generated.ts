/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Frequency =
  | 'every_other_week'
  | 'monthly'
  /** Every three months by the monthly rule: a day above 28 becomes the last day of the month. */
  | 'quarterly'
  | 'twice_a_month'
  | 'weekly'
  /** Every twelve months by the monthly rule: a day above 28 becomes the last day of the month. */
  | 'yearly';

export type FundAmountInput = {
  amount: number;
  fundAccountPrefixedId: string;
};

export type RecurringGivingFilters = {
  page: number | null | undefined;
  perPage: number | null | undefined;
  status: RecurringGivingStatus | null | undefined;
};

export type RecurringGivingStatus =
  | 'active'
  /** The end date passed; kept for its history, listed only when asked for, never changed but deleted. */
  | 'ended'
  | 'paused';

/** What a saved payment method is. */
export type SavedPaymentMethodType =
  /** A US bank account (ACH) saved with its authorization (docs/PRODUCT.md §22). */
  | 'bank'
  | 'card';

export type StorageCommand =
  | 'DeleteObject'
  | 'HeadObject'
  | 'PutObject';

/** A saved bank account's nickname and whether it is the primary payment method; nothing else of it changes. */
export type UpdateBankAccountInput = {
  /** Empty clears it; absent leaves it. */
  nickname: string | null | undefined;
  organizationPrefixedId: string;
  primary: boolean | null | undefined;
  processorId: string;
};

export type UpdatePaymentMethodInput = {
  addressLine1: string | null | undefined;
  addressLine2: string | null | undefined;
  cardholderName: string;
  city: string | null | undefined;
  country: string | null | undefined;
  /** MM/YYYY. */
  expDate: string;
  nickname: string | null | undefined;
  organizationPrefixedId: string;
  postalCode: string | null | undefined;
  primary: boolean | null | undefined;
  processorId: string;
  state: string | null | undefined;
};

export type SelfServicePaymentMethodFragment = { processorId: string, methodType: Types.SavedPaymentMethodType, nickname: string | null, primary: boolean, brand: string, lastFour: string, expiration: string | null, cardholderName: string | null, addressLine1: string | null, addressLine2: string | null, country: string | null, state: string | null, city: string | null, postalCode: string | null, recurringGivingsCount: number };

export type SelfServiceRecurringGivingFragment = { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, methodType: Types.SavedPaymentMethodType, type: string, lastFour: string, expiration: string | null } | null };

export type SelfServicePaymentMethodsQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type SelfServicePaymentMethodsQuery = { donorPaymentMethods: Array<{ processorId: string, methodType: Types.SavedPaymentMethodType, nickname: string | null, primary: boolean, brand: string, lastFour: string, expiration: string | null, cardholderName: string | null, addressLine1: string | null, addressLine2: string | null, country: string | null, state: string | null, city: string | null, postalCode: string | null, recurringGivingsCount: number }> };

export type SelfServiceUpdatePaymentMethodMutationVariables = Exact<{
  input: Types.UpdatePaymentMethodInput;
}>;


export type SelfServiceUpdatePaymentMethodMutation = { updatePaymentMethod: { processorId: string, methodType: Types.SavedPaymentMethodType, nickname: string | null, primary: boolean, brand: string, lastFour: string, expiration: string | null, cardholderName: string | null, addressLine1: string | null, addressLine2: string | null, country: string | null, state: string | null, city: string | null, postalCode: string | null, recurringGivingsCount: number } };

export type SelfServiceUpdateBankAccountMutationVariables = Exact<{
  input: Types.UpdateBankAccountInput;
}>;


export type SelfServiceUpdateBankAccountMutation = { updateBankAccount: { processorId: string, methodType: Types.SavedPaymentMethodType, nickname: string | null, primary: boolean, brand: string, lastFour: string, expiration: string | null, cardholderName: string | null, addressLine1: string | null, addressLine2: string | null, country: string | null, state: string | null, city: string | null, postalCode: string | null, recurringGivingsCount: number } };

export type SelfServiceDeletePaymentMethodMutationVariables = Exact<{
  organizationPrefixedId: string;
  processorId: string;
}>;


export type SelfServiceDeletePaymentMethodMutation = { deletePaymentMethod: boolean };

export type SelfServiceRecurringGivingsQueryVariables = Exact<{
  organizationPrefixedId: string;
  filters: Types.RecurringGivingFilters | null | undefined;
}>;


export type SelfServiceRecurringGivingsQuery = { donorRecurringGivings: { totalResults: number, items: Array<{ prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, methodType: Types.SavedPaymentMethodType, type: string, lastFour: string, expiration: string | null } | null }> } };

export type SelfServiceUpdateRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
  stripePaymentMethodId: string;
  stripeCardLastFour: string;
  stripeCardExpiration: string;
  type: Types.Frequency;
  amountsByFundAccount: Array<Types.FundAmountInput> | Types.FundAmountInput;
  nextOccurrence: string | null | undefined;
  isFeeCovered: boolean | null | undefined;
  memo: string | null | undefined;
  endDate: string | null | undefined;
}>;


export type SelfServiceUpdateRecurringGivingMutation = { updateRecurringGiving: { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, methodType: Types.SavedPaymentMethodType, type: string, lastFour: string, expiration: string | null } | null } };

export type SelfServicePauseRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
  until: string | null | undefined;
}>;


export type SelfServicePauseRecurringGivingMutation = { pauseRecurringGiving: { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, methodType: Types.SavedPaymentMethodType, type: string, lastFour: string, expiration: string | null } | null } };

export type SelfServiceSkipRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
}>;


export type SelfServiceSkipRecurringGivingMutation = { skipRecurringGiving: { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, methodType: Types.SavedPaymentMethodType, type: string, lastFour: string, expiration: string | null } | null } };

export type SelfServiceResumeRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
  startDate: string | null | undefined;
}>;


export type SelfServiceResumeRecurringGivingMutation = { resumeRecurringGiving: { prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, methodType: Types.SavedPaymentMethodType, type: string, lastFour: string, expiration: string | null } | null } };

export type SelfServiceDeleteRecurringGivingMutationVariables = Exact<{
  prefixedId: string;
  organizationPrefixedId: string;
}>;


export type SelfServiceDeleteRecurringGivingMutation = { deleteRecurringGiving: boolean };

export type SelfServiceMoveRecurringGivingsMutationVariables = Exact<{
  organizationPrefixedId: string;
  fromProcessorId: string;
  toProcessorId: string;
}>;


export type SelfServiceMoveRecurringGivingsMutation = { moveRecurringGivings: Array<{ prefixedId: string, status: Types.RecurringGivingStatus, lastOccurrence: string | null, nextOccurrence: string | null, pausedUntil: string | null, endDate: string | null, computedAmount: number, computedNetAmount: number, computedFee: number, isFeeCovered: boolean, memo: string | null, lastChargeAttemptFailed: boolean, schedule: { type: Types.Frequency, startDate: string }, fundAccounts: Array<{ prefixedId: string, name: string, isDefault: boolean, isOnlineGivingVisible: boolean, pivot: { amount: number, netAmount: number } }>, paymentMethod: { prefixedId: string, processorId: string, methodType: Types.SavedPaymentMethodType, type: string, lastFour: string, expiration: string | null } | null }> };

export type SelfServiceUpdateDonorMutationVariables = Exact<{
  first_name: string | null | undefined;
  last_name: string | null | undefined;
  image_url: string | null | undefined;
  email: string | null | undefined;
  password: string | null | undefined;
  password_confirmation: string | null | undefined;
  current_password: string | null | undefined;
}>;


export type SelfServiceUpdateDonorMutation = { updateDonor: { prefixedId: string, firstName: string | null, lastName: string | null, imageUrl: string | null } };

export type SelfServicePresignedUrlQueryVariables = Exact<{
  command: Types.StorageCommand;
  directory: string;
  fileName: string;
}>;


export type SelfServicePresignedUrlQuery = { S3PresignedUrl: { url: string, method: string, publicUrl: string, headers: Array<{ name: string, value: string }> } };

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
export const SelfServicePaymentMethodFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment SelfServicePaymentMethod on DonorPaymentMethod {
  processorId
  methodType
  nickname
  primary
  brand
  lastFour
  expiration
  cardholderName
  addressLine1
  addressLine2
  country
  state
  city
  postalCode
  recurringGivingsCount
}
    `, {"fragmentName":"SelfServicePaymentMethod"}) as unknown as TypedDocumentString<SelfServicePaymentMethodFragment, unknown>;
export const SelfServiceRecurringGivingFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    methodType
    type
    lastFour
    expiration
  }
}
    `, {"fragmentName":"SelfServiceRecurringGiving"}) as unknown as TypedDocumentString<SelfServiceRecurringGivingFragment, unknown>;
export const SelfServicePaymentMethodsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query SelfServicePaymentMethods($organizationPrefixedId: ID!) {
  donorPaymentMethods(organizationPrefixedId: $organizationPrefixedId) {
    ...SelfServicePaymentMethod
  }
}
    fragment SelfServicePaymentMethod on DonorPaymentMethod {
  processorId
  methodType
  nickname
  primary
  brand
  lastFour
  expiration
  cardholderName
  addressLine1
  addressLine2
  country
  state
  city
  postalCode
  recurringGivingsCount
}`) as unknown as TypedDocumentString<SelfServicePaymentMethodsQuery, SelfServicePaymentMethodsQueryVariables>;
export const SelfServiceUpdatePaymentMethodDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceUpdatePaymentMethod($input: UpdatePaymentMethodInput!) {
  updatePaymentMethod(input: $input) {
    ...SelfServicePaymentMethod
  }
}
    fragment SelfServicePaymentMethod on DonorPaymentMethod {
  processorId
  methodType
  nickname
  primary
  brand
  lastFour
  expiration
  cardholderName
  addressLine1
  addressLine2
  country
  state
  city
  postalCode
  recurringGivingsCount
}`) as unknown as TypedDocumentString<SelfServiceUpdatePaymentMethodMutation, SelfServiceUpdatePaymentMethodMutationVariables>;
export const SelfServiceUpdateBankAccountDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceUpdateBankAccount($input: UpdateBankAccountInput!) {
  updateBankAccount(input: $input) {
    ...SelfServicePaymentMethod
  }
}
    fragment SelfServicePaymentMethod on DonorPaymentMethod {
  processorId
  methodType
  nickname
  primary
  brand
  lastFour
  expiration
  cardholderName
  addressLine1
  addressLine2
  country
  state
  city
  postalCode
  recurringGivingsCount
}`) as unknown as TypedDocumentString<SelfServiceUpdateBankAccountMutation, SelfServiceUpdateBankAccountMutationVariables>;
export const SelfServiceDeletePaymentMethodDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceDeletePaymentMethod($organizationPrefixedId: ID!, $processorId: ID!) {
  deletePaymentMethod(
    organizationPrefixedId: $organizationPrefixedId
    processorId: $processorId
  )
}
    `) as unknown as TypedDocumentString<SelfServiceDeletePaymentMethodMutation, SelfServiceDeletePaymentMethodMutationVariables>;
export const SelfServiceRecurringGivingsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query SelfServiceRecurringGivings($organizationPrefixedId: ID!, $filters: RecurringGivingFilters) {
  donorRecurringGivings(
    organizationPrefixedId: $organizationPrefixedId
    filters: $filters
  ) {
    totalResults
    items {
      ...SelfServiceRecurringGiving
    }
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    methodType
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceRecurringGivingsQuery, SelfServiceRecurringGivingsQueryVariables>;
export const SelfServiceUpdateRecurringGivingDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceUpdateRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!, $stripePaymentMethodId: ID!, $stripeCardLastFour: String!, $stripeCardExpiration: String!, $type: Frequency!, $amountsByFundAccount: [FundAmountInput!]!, $nextOccurrence: String, $isFeeCovered: Boolean, $memo: String, $endDate: String) {
  updateRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
    stripePaymentMethodId: $stripePaymentMethodId
    stripeCardLastFour: $stripeCardLastFour
    stripeCardExpiration: $stripeCardExpiration
    type: $type
    amountsByFundAccount: $amountsByFundAccount
    nextOccurrence: $nextOccurrence
    isFeeCovered: $isFeeCovered
    memo: $memo
    endDate: $endDate
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    methodType
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceUpdateRecurringGivingMutation, SelfServiceUpdateRecurringGivingMutationVariables>;
export const SelfServicePauseRecurringGivingDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServicePauseRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!, $until: String) {
  pauseRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
    until: $until
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    methodType
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServicePauseRecurringGivingMutation, SelfServicePauseRecurringGivingMutationVariables>;
export const SelfServiceSkipRecurringGivingDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceSkipRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!) {
  skipRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    methodType
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceSkipRecurringGivingMutation, SelfServiceSkipRecurringGivingMutationVariables>;
export const SelfServiceResumeRecurringGivingDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceResumeRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!, $startDate: String) {
  resumeRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
    startDate: $startDate
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    methodType
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceResumeRecurringGivingMutation, SelfServiceResumeRecurringGivingMutationVariables>;
export const SelfServiceDeleteRecurringGivingDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceDeleteRecurringGiving($prefixedId: ID!, $organizationPrefixedId: ID!) {
  deleteRecurringGiving(
    prefixedId: $prefixedId
    organizationPrefixedId: $organizationPrefixedId
  )
}
    `) as unknown as TypedDocumentString<SelfServiceDeleteRecurringGivingMutation, SelfServiceDeleteRecurringGivingMutationVariables>;
export const SelfServiceMoveRecurringGivingsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceMoveRecurringGivings($organizationPrefixedId: ID!, $fromProcessorId: ID!, $toProcessorId: ID!) {
  moveRecurringGivings(
    organizationPrefixedId: $organizationPrefixedId
    fromProcessorId: $fromProcessorId
    toProcessorId: $toProcessorId
  ) {
    ...SelfServiceRecurringGiving
  }
}
    fragment SelfServiceRecurringGiving on RecurringGiving {
  prefixedId
  status
  schedule {
    type
    startDate
  }
  lastOccurrence
  nextOccurrence
  pausedUntil
  endDate
  computedAmount
  computedNetAmount
  computedFee
  isFeeCovered
  memo
  lastChargeAttemptFailed
  fundAccounts {
    prefixedId
    name
    isDefault
    isOnlineGivingVisible
    pivot {
      amount
      netAmount
    }
  }
  paymentMethod {
    prefixedId
    processorId
    methodType
    type
    lastFour
    expiration
  }
}`) as unknown as TypedDocumentString<SelfServiceMoveRecurringGivingsMutation, SelfServiceMoveRecurringGivingsMutationVariables>;
export const SelfServiceUpdateDonorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SelfServiceUpdateDonor($first_name: String, $last_name: String, $image_url: String, $email: String, $password: String, $password_confirmation: String, $current_password: String) {
  updateDonor(
    first_name: $first_name
    last_name: $last_name
    image_url: $image_url
    email: $email
    password: $password
    password_confirmation: $password_confirmation
    current_password: $current_password
  ) {
    prefixedId
    firstName
    lastName
    imageUrl
  }
}
    `) as unknown as TypedDocumentString<SelfServiceUpdateDonorMutation, SelfServiceUpdateDonorMutationVariables>;
export const SelfServicePresignedUrlDocument = /*#__PURE__*/ new TypedDocumentString(`
    query SelfServicePresignedUrl($command: StorageCommand!, $directory: String!, $fileName: String!) {
  S3PresignedUrl(command: $command, directory: $directory, fileName: $fileName) {
    url
    method
    headers {
      name
      value
    }
    publicUrl
  }
}
    `) as unknown as TypedDocumentString<SelfServicePresignedUrlQuery, SelfServicePresignedUrlQueryVariables>;