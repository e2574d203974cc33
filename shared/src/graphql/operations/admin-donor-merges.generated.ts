/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DonorMergeReason =
  | 'email'
  | 'nameAndAddress';

export type DonorMergeRecordFieldsFragment = { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number };

export type DonorMergeFieldsFragment = { prefixedId: string, mergedBy: string, mergedAt: string, undoableUntil: string, undoneAt: string | null, canUndo: boolean, movedGiftCount: number, movedPledgeCount: number, movedHouseholdMembershipCount: number, movedRecurringGiftCount: number, stayedRecurringGiftCount: number, stayedPledgeCount: number, stayedHouseholdMembershipCount: number, kept: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, merged: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, movedPaymentMethods: Array<{ label: string }>, stayedPaymentMethods: Array<{ label: string }>, statementsNeedingCorrection: Array<{ year: number, donorPrefixedId: string, donorName: string, householdPrefixedId: string | null, householdName: string | null, correctedAt: string | null }> };

export type DonorMergeStatementFieldsFragment = { year: number, donorPrefixedId: string, donorName: string, householdPrefixedId: string | null, householdName: string | null, correctedAt: string | null };

export type AdminDonorMergeSuggestionsQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminDonorMergeSuggestionsQuery = { adminDonorMergeSuggestions: Array<{ reason: Types.DonorMergeReason, kept: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, merged: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number } }> };

export type AdminDonorMergesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminDonorMergesQuery = { adminDonorMerges: Array<{ prefixedId: string, mergedBy: string, mergedAt: string, undoableUntil: string, undoneAt: string | null, canUndo: boolean, movedGiftCount: number, movedPledgeCount: number, movedHouseholdMembershipCount: number, movedRecurringGiftCount: number, stayedRecurringGiftCount: number, stayedPledgeCount: number, stayedHouseholdMembershipCount: number, kept: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, merged: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, movedPaymentMethods: Array<{ label: string }>, stayedPaymentMethods: Array<{ label: string }>, statementsNeedingCorrection: Array<{ year: number, donorPrefixedId: string, donorName: string, householdPrefixedId: string | null, householdName: string | null, correctedAt: string | null }> }> };

export type MergeDonorsMutationVariables = Exact<{
  organizationPrefixedId: string;
  keptDonorPrefixedId: string;
  mergedDonorPrefixedId: string;
}>;


export type MergeDonorsMutation = { mergeDonors: { prefixedId: string, mergedBy: string, mergedAt: string, undoableUntil: string, undoneAt: string | null, canUndo: boolean, movedGiftCount: number, movedPledgeCount: number, movedHouseholdMembershipCount: number, movedRecurringGiftCount: number, stayedRecurringGiftCount: number, stayedPledgeCount: number, stayedHouseholdMembershipCount: number, kept: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, merged: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, movedPaymentMethods: Array<{ label: string }>, stayedPaymentMethods: Array<{ label: string }>, statementsNeedingCorrection: Array<{ year: number, donorPrefixedId: string, donorName: string, householdPrefixedId: string | null, householdName: string | null, correctedAt: string | null }> } };

export type UndoDonorMergeMutationVariables = Exact<{
  organizationPrefixedId: string;
  mergePrefixedId: string;
}>;


export type UndoDonorMergeMutation = { undoDonorMerge: { prefixedId: string, mergedBy: string, mergedAt: string, undoableUntil: string, undoneAt: string | null, canUndo: boolean, movedGiftCount: number, movedPledgeCount: number, movedHouseholdMembershipCount: number, movedRecurringGiftCount: number, stayedRecurringGiftCount: number, stayedPledgeCount: number, stayedHouseholdMembershipCount: number, kept: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, merged: { prefixedId: string, name: string, email: string, emailVerified: boolean, giftCount: number, totalGiven: number }, movedPaymentMethods: Array<{ label: string }>, stayedPaymentMethods: Array<{ label: string }>, statementsNeedingCorrection: Array<{ year: number, donorPrefixedId: string, donorName: string, householdPrefixedId: string | null, householdName: string | null, correctedAt: string | null }> } };

export type SendCorrectedStatementMutationVariables = Exact<{
  organizationPrefixedId: string;
  mergePrefixedId: string;
  year: number;
  donorPrefixedId: string | null | undefined;
  householdPrefixedId: string | null | undefined;
}>;


export type SendCorrectedStatementMutation = { sendCorrectedStatement: { year: number, donorPrefixedId: string, donorName: string, householdPrefixedId: string | null, householdName: string | null, correctedAt: string | null } };

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
export const DonorMergeRecordFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DonorMergeRecordFields on DonorMergeRecord {
  prefixedId
  name
  email
  emailVerified
  giftCount
  totalGiven
}
    `, {"fragmentName":"DonorMergeRecordFields"}) as unknown as TypedDocumentString<DonorMergeRecordFieldsFragment, unknown>;
export const DonorMergeStatementFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DonorMergeStatementFields on DonorMergeStatement {
  year
  donorPrefixedId
  donorName
  householdPrefixedId
  householdName
  correctedAt
}
    `, {"fragmentName":"DonorMergeStatementFields"}) as unknown as TypedDocumentString<DonorMergeStatementFieldsFragment, unknown>;
export const DonorMergeFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DonorMergeFields on DonorMerge {
  prefixedId
  kept {
    ...DonorMergeRecordFields
  }
  merged {
    ...DonorMergeRecordFields
  }
  mergedBy
  mergedAt
  undoableUntil
  undoneAt
  canUndo
  movedGiftCount
  movedPledgeCount
  movedHouseholdMembershipCount
  movedPaymentMethods {
    label
  }
  movedRecurringGiftCount
  stayedPaymentMethods {
    label
  }
  stayedRecurringGiftCount
  stayedPledgeCount
  stayedHouseholdMembershipCount
  statementsNeedingCorrection {
    ...DonorMergeStatementFields
  }
}
    fragment DonorMergeRecordFields on DonorMergeRecord {
  prefixedId
  name
  email
  emailVerified
  giftCount
  totalGiven
}
fragment DonorMergeStatementFields on DonorMergeStatement {
  year
  donorPrefixedId
  donorName
  householdPrefixedId
  householdName
  correctedAt
}`, {"fragmentName":"DonorMergeFields"}) as unknown as TypedDocumentString<DonorMergeFieldsFragment, unknown>;
export const AdminDonorMergeSuggestionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDonorMergeSuggestions($organizationPrefixedId: ID!) {
  adminDonorMergeSuggestions(organizationPrefixedId: $organizationPrefixedId) {
    kept {
      ...DonorMergeRecordFields
    }
    merged {
      ...DonorMergeRecordFields
    }
    reason
  }
}
    fragment DonorMergeRecordFields on DonorMergeRecord {
  prefixedId
  name
  email
  emailVerified
  giftCount
  totalGiven
}`) as unknown as TypedDocumentString<AdminDonorMergeSuggestionsQuery, AdminDonorMergeSuggestionsQueryVariables>;
export const AdminDonorMergesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDonorMerges($organizationPrefixedId: ID!) {
  adminDonorMerges(organizationPrefixedId: $organizationPrefixedId) {
    ...DonorMergeFields
  }
}
    fragment DonorMergeRecordFields on DonorMergeRecord {
  prefixedId
  name
  email
  emailVerified
  giftCount
  totalGiven
}
fragment DonorMergeFields on DonorMerge {
  prefixedId
  kept {
    ...DonorMergeRecordFields
  }
  merged {
    ...DonorMergeRecordFields
  }
  mergedBy
  mergedAt
  undoableUntil
  undoneAt
  canUndo
  movedGiftCount
  movedPledgeCount
  movedHouseholdMembershipCount
  movedPaymentMethods {
    label
  }
  movedRecurringGiftCount
  stayedPaymentMethods {
    label
  }
  stayedRecurringGiftCount
  stayedPledgeCount
  stayedHouseholdMembershipCount
  statementsNeedingCorrection {
    ...DonorMergeStatementFields
  }
}
fragment DonorMergeStatementFields on DonorMergeStatement {
  year
  donorPrefixedId
  donorName
  householdPrefixedId
  householdName
  correctedAt
}`) as unknown as TypedDocumentString<AdminDonorMergesQuery, AdminDonorMergesQueryVariables>;
export const MergeDonorsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation MergeDonors($organizationPrefixedId: ID!, $keptDonorPrefixedId: ID!, $mergedDonorPrefixedId: ID!) {
  mergeDonors(
    organizationPrefixedId: $organizationPrefixedId
    keptDonorPrefixedId: $keptDonorPrefixedId
    mergedDonorPrefixedId: $mergedDonorPrefixedId
  ) {
    ...DonorMergeFields
  }
}
    fragment DonorMergeRecordFields on DonorMergeRecord {
  prefixedId
  name
  email
  emailVerified
  giftCount
  totalGiven
}
fragment DonorMergeFields on DonorMerge {
  prefixedId
  kept {
    ...DonorMergeRecordFields
  }
  merged {
    ...DonorMergeRecordFields
  }
  mergedBy
  mergedAt
  undoableUntil
  undoneAt
  canUndo
  movedGiftCount
  movedPledgeCount
  movedHouseholdMembershipCount
  movedPaymentMethods {
    label
  }
  movedRecurringGiftCount
  stayedPaymentMethods {
    label
  }
  stayedRecurringGiftCount
  stayedPledgeCount
  stayedHouseholdMembershipCount
  statementsNeedingCorrection {
    ...DonorMergeStatementFields
  }
}
fragment DonorMergeStatementFields on DonorMergeStatement {
  year
  donorPrefixedId
  donorName
  householdPrefixedId
  householdName
  correctedAt
}`) as unknown as TypedDocumentString<MergeDonorsMutation, MergeDonorsMutationVariables>;
export const UndoDonorMergeDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UndoDonorMerge($organizationPrefixedId: ID!, $mergePrefixedId: ID!) {
  undoDonorMerge(
    organizationPrefixedId: $organizationPrefixedId
    mergePrefixedId: $mergePrefixedId
  ) {
    ...DonorMergeFields
  }
}
    fragment DonorMergeRecordFields on DonorMergeRecord {
  prefixedId
  name
  email
  emailVerified
  giftCount
  totalGiven
}
fragment DonorMergeFields on DonorMerge {
  prefixedId
  kept {
    ...DonorMergeRecordFields
  }
  merged {
    ...DonorMergeRecordFields
  }
  mergedBy
  mergedAt
  undoableUntil
  undoneAt
  canUndo
  movedGiftCount
  movedPledgeCount
  movedHouseholdMembershipCount
  movedPaymentMethods {
    label
  }
  movedRecurringGiftCount
  stayedPaymentMethods {
    label
  }
  stayedRecurringGiftCount
  stayedPledgeCount
  stayedHouseholdMembershipCount
  statementsNeedingCorrection {
    ...DonorMergeStatementFields
  }
}
fragment DonorMergeStatementFields on DonorMergeStatement {
  year
  donorPrefixedId
  donorName
  householdPrefixedId
  householdName
  correctedAt
}`) as unknown as TypedDocumentString<UndoDonorMergeMutation, UndoDonorMergeMutationVariables>;
export const SendCorrectedStatementDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SendCorrectedStatement($organizationPrefixedId: ID!, $mergePrefixedId: ID!, $year: Int!, $donorPrefixedId: ID, $householdPrefixedId: ID) {
  sendCorrectedStatement(
    organizationPrefixedId: $organizationPrefixedId
    mergePrefixedId: $mergePrefixedId
    year: $year
    donorPrefixedId: $donorPrefixedId
    householdPrefixedId: $householdPrefixedId
  ) {
    ...DonorMergeStatementFields
  }
}
    fragment DonorMergeStatementFields on DonorMergeStatement {
  year
  donorPrefixedId
  donorName
  householdPrefixedId
  householdName
  correctedAt
}`) as unknown as TypedDocumentString<SendCorrectedStatementMutation, SendCorrectedStatementMutationVariables>;