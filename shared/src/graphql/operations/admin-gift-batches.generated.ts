/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type GiftBatchEntryInput = {
  amount: number;
  /** Only for a check: at most 20 letters, digits or -. */
  checkNumber: string | null | undefined;
  /** An existing donor of the church; or newDonor. */
  donorPrefixedId: string | null | undefined;
  fundPrefixedId: string;
  memo: string | null | undefined;
  /** cash or check. */
  method: OfflineGiftMethod;
  newDonor: NewDonorRecordInput | null | undefined;
};

export type GiftBatchInput = {
  /** YYYY-MM-DD, not in the future. */
  date: string;
  expectedTotal: number;
  name: string;
};

/** Why reopening a committed batch deserves a second thought. */
export type GiftBatchReopenWarning =
  /** A year-end statement covering the batch's gifts was started after it was committed. */
  | 'onSentStatement';

export type GiftBatchStatus =
  | 'committed'
  | 'open';

/** A donor the church does not know yet: a donor record without an account (no email is sent). */
export type NewDonorRecordInput = {
  email: string;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
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

export type GiftBatchSummaryFieldsFragment = { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> };

export type GiftBatchFieldsFragment = { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> };

export type AdminGiftBatchesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminGiftBatchesQuery = { adminGiftBatches: Array<{ prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }> };

export type AdminGiftBatchQueryVariables = Exact<{
  organizationPrefixedId: string;
  batchPrefixedId: string;
}>;


export type AdminGiftBatchQuery = { adminGiftBatch: { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> } };

export type CreateGiftBatchMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.GiftBatchInput;
}>;


export type CreateGiftBatchMutation = { createGiftBatch: { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> } };

export type AddGiftBatchEntryMutationVariables = Exact<{
  organizationPrefixedId: string;
  batchPrefixedId: string;
  input: Types.GiftBatchEntryInput;
}>;


export type AddGiftBatchEntryMutation = { addGiftBatchEntry: { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> } };

export type UpdateGiftBatchEntryMutationVariables = Exact<{
  organizationPrefixedId: string;
  entryPrefixedId: string;
  input: Types.GiftBatchEntryInput;
}>;


export type UpdateGiftBatchEntryMutation = { updateGiftBatchEntry: { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> } };

export type RemoveGiftBatchEntryMutationVariables = Exact<{
  organizationPrefixedId: string;
  entryPrefixedId: string;
}>;


export type RemoveGiftBatchEntryMutation = { removeGiftBatchEntry: { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> } };

export type CommitGiftBatchMutationVariables = Exact<{
  organizationPrefixedId: string;
  batchPrefixedId: string;
}>;


export type CommitGiftBatchMutation = { commitGiftBatch: { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> } };

export type ReopenGiftBatchMutationVariables = Exact<{
  organizationPrefixedId: string;
  batchPrefixedId: string;
}>;


export type ReopenGiftBatchMutation = { reopenGiftBatch: { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> } };

export type SignOffGiftBatchMutationVariables = Exact<{
  organizationPrefixedId: string;
  batchPrefixedId: string;
}>;


export type SignOffGiftBatchMutation = { signOffGiftBatch: { batch: { prefixedId: string, name: string, date: string, expectedTotal: number, total: number, entryCount: number, status: Types.GiftBatchStatus, createdBy: string | null, committedBy: string | null, committedAt: string | null, signedOffBy: string | null, signedOffAt: string | null, reopenWarnings: Array<Types.GiftBatchReopenWarning> }, entries: Array<{ prefixedId: string, fundPrefixedId: string, fundName: string, amount: number, method: Types.OfflineGiftMethod, checkNumber: string | null, memo: string | null, giftPrefixedId: string | null, donor: { prefixedId: string, name: string, email: string } }> } };

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
export const GiftBatchSummaryFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
    `, {"fragmentName":"GiftBatchSummaryFields"}) as unknown as TypedDocumentString<GiftBatchSummaryFieldsFragment, unknown>;
export const GiftBatchFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}`, {"fragmentName":"GiftBatchFields"}) as unknown as TypedDocumentString<GiftBatchFieldsFragment, unknown>;
export const AdminGiftBatchesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminGiftBatches($organizationPrefixedId: ID!) {
  adminGiftBatches(organizationPrefixedId: $organizationPrefixedId) {
    ...GiftBatchSummaryFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}`) as unknown as TypedDocumentString<AdminGiftBatchesQuery, AdminGiftBatchesQueryVariables>;
export const AdminGiftBatchDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminGiftBatch($organizationPrefixedId: ID!, $batchPrefixedId: ID!) {
  adminGiftBatch(
    organizationPrefixedId: $organizationPrefixedId
    batchPrefixedId: $batchPrefixedId
  ) {
    ...GiftBatchFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}`) as unknown as TypedDocumentString<AdminGiftBatchQuery, AdminGiftBatchQueryVariables>;
export const CreateGiftBatchDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation CreateGiftBatch($organizationPrefixedId: ID!, $input: GiftBatchInput!) {
  createGiftBatch(organizationPrefixedId: $organizationPrefixedId, input: $input) {
    ...GiftBatchFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}`) as unknown as TypedDocumentString<CreateGiftBatchMutation, CreateGiftBatchMutationVariables>;
export const AddGiftBatchEntryDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation AddGiftBatchEntry($organizationPrefixedId: ID!, $batchPrefixedId: ID!, $input: GiftBatchEntryInput!) {
  addGiftBatchEntry(
    organizationPrefixedId: $organizationPrefixedId
    batchPrefixedId: $batchPrefixedId
    input: $input
  ) {
    ...GiftBatchFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}`) as unknown as TypedDocumentString<AddGiftBatchEntryMutation, AddGiftBatchEntryMutationVariables>;
export const UpdateGiftBatchEntryDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UpdateGiftBatchEntry($organizationPrefixedId: ID!, $entryPrefixedId: ID!, $input: GiftBatchEntryInput!) {
  updateGiftBatchEntry(
    organizationPrefixedId: $organizationPrefixedId
    entryPrefixedId: $entryPrefixedId
    input: $input
  ) {
    ...GiftBatchFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}`) as unknown as TypedDocumentString<UpdateGiftBatchEntryMutation, UpdateGiftBatchEntryMutationVariables>;
export const RemoveGiftBatchEntryDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RemoveGiftBatchEntry($organizationPrefixedId: ID!, $entryPrefixedId: ID!) {
  removeGiftBatchEntry(
    organizationPrefixedId: $organizationPrefixedId
    entryPrefixedId: $entryPrefixedId
  ) {
    ...GiftBatchFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}`) as unknown as TypedDocumentString<RemoveGiftBatchEntryMutation, RemoveGiftBatchEntryMutationVariables>;
export const CommitGiftBatchDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation CommitGiftBatch($organizationPrefixedId: ID!, $batchPrefixedId: ID!) {
  commitGiftBatch(
    organizationPrefixedId: $organizationPrefixedId
    batchPrefixedId: $batchPrefixedId
  ) {
    ...GiftBatchFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}`) as unknown as TypedDocumentString<CommitGiftBatchMutation, CommitGiftBatchMutationVariables>;
export const ReopenGiftBatchDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ReopenGiftBatch($organizationPrefixedId: ID!, $batchPrefixedId: ID!) {
  reopenGiftBatch(
    organizationPrefixedId: $organizationPrefixedId
    batchPrefixedId: $batchPrefixedId
  ) {
    ...GiftBatchFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}`) as unknown as TypedDocumentString<ReopenGiftBatchMutation, ReopenGiftBatchMutationVariables>;
export const SignOffGiftBatchDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SignOffGiftBatch($organizationPrefixedId: ID!, $batchPrefixedId: ID!) {
  signOffGiftBatch(
    organizationPrefixedId: $organizationPrefixedId
    batchPrefixedId: $batchPrefixedId
  ) {
    ...GiftBatchFields
  }
}
    fragment GiftBatchSummaryFields on GiftBatchSummary {
  prefixedId
  name
  date
  expectedTotal
  total
  entryCount
  status
  createdBy
  committedBy
  committedAt
  signedOffBy
  signedOffAt
  reopenWarnings
}
fragment GiftBatchFields on GiftBatch {
  batch {
    ...GiftBatchSummaryFields
  }
  entries {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    fundPrefixedId
    fundName
    amount
    method
    checkNumber
    memo
    giftPrefixedId
  }
}`) as unknown as TypedDocumentString<SignOffGiftBatchMutation, SignOffGiftBatchMutationVariables>;