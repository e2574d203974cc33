/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminSecondFactorFieldsFragment = { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number };

export type AdminSecondFactorQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminSecondFactorQuery = { adminSecondFactor: { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number } };

export type EnrolSecondFactorMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type EnrolSecondFactorMutation = { enrolSecondFactor: { otpauthUri: string, secret: string, recoveryCodes: Array<string>, qrCode: { size: number, path: string } } };

export type ConfirmSecondFactorMutationVariables = Exact<{
  organizationPrefixedId: string;
  code: string;
}>;


export type ConfirmSecondFactorMutation = { confirmSecondFactor: { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number } };

export type VerifySecondFactorMutationVariables = Exact<{
  organizationPrefixedId: string;
  code: string;
}>;


export type VerifySecondFactorMutation = { verifySecondFactor: { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number } };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: Array<string> };

export type RemoveSecondFactorMutationVariables = Exact<{
  organizationPrefixedId: string;
  code: string;
}>;


export type RemoveSecondFactorMutation = { removeSecondFactor: { isEnrolled: boolean, enrolledAt: string | null, isRequired: boolean, isVerified: boolean, recoveryCodesLeft: number } };

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
export const AdminSecondFactorFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}
    `, {"fragmentName":"AdminSecondFactorFields"}) as unknown as TypedDocumentString<AdminSecondFactorFieldsFragment, unknown>;
export const AdminSecondFactorDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminSecondFactor($organizationPrefixedId: ID!) {
  adminSecondFactor(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminSecondFactorFields
  }
}
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}`) as unknown as TypedDocumentString<AdminSecondFactorQuery, AdminSecondFactorQueryVariables>;
export const EnrolSecondFactorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation EnrolSecondFactor($organizationPrefixedId: ID!) {
  enrolSecondFactor(organizationPrefixedId: $organizationPrefixedId) {
    otpauthUri
    secret
    qrCode {
      size
      path
    }
    recoveryCodes
  }
}
    `) as unknown as TypedDocumentString<EnrolSecondFactorMutation, EnrolSecondFactorMutationVariables>;
export const ConfirmSecondFactorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ConfirmSecondFactor($organizationPrefixedId: ID!, $code: String!) {
  confirmSecondFactor(
    organizationPrefixedId: $organizationPrefixedId
    code: $code
  ) {
    ...AdminSecondFactorFields
  }
}
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}`) as unknown as TypedDocumentString<ConfirmSecondFactorMutation, ConfirmSecondFactorMutationVariables>;
export const VerifySecondFactorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation VerifySecondFactor($organizationPrefixedId: ID!, $code: String!) {
  verifySecondFactor(organizationPrefixedId: $organizationPrefixedId, code: $code) {
    ...AdminSecondFactorFields
  }
}
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}`) as unknown as TypedDocumentString<VerifySecondFactorMutation, VerifySecondFactorMutationVariables>;
export const RegenerateRecoveryCodesDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RegenerateRecoveryCodes($organizationPrefixedId: ID!) {
  regenerateRecoveryCodes(organizationPrefixedId: $organizationPrefixedId)
}
    `) as unknown as TypedDocumentString<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const RemoveSecondFactorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RemoveSecondFactor($organizationPrefixedId: ID!, $code: String!) {
  removeSecondFactor(organizationPrefixedId: $organizationPrefixedId, code: $code) {
    ...AdminSecondFactorFields
  }
}
    fragment AdminSecondFactorFields on AdminSecondFactor {
  isEnrolled
  enrolledAt
  isRequired
  isVerified
  recoveryCodesLeft
}`) as unknown as TypedDocumentString<RemoveSecondFactorMutation, RemoveSecondFactorMutationVariables>;