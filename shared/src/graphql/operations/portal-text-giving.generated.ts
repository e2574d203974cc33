/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type TextGivingFieldsFragment = { churchNumber: string | null, phone: { phone: string, verified: boolean, verifiedAt: string | null, lapsesAt: string | null, codePending: boolean } | null };

export type TextGivingQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type TextGivingQuery = { textGiving: { churchNumber: string | null, phone: { phone: string, verified: boolean, verifiedAt: string | null, lapsesAt: string | null, codePending: boolean } | null } };

export type SendTextGivingCodeMutationVariables = Exact<{
  organizationPrefixedId: string;
  phone: string;
}>;


export type SendTextGivingCodeMutation = { sendTextGivingCode: { churchNumber: string | null, phone: { phone: string, verified: boolean, verifiedAt: string | null, lapsesAt: string | null, codePending: boolean } | null } };

export type VerifyTextGivingPhoneMutationVariables = Exact<{
  organizationPrefixedId: string;
  code: string;
}>;


export type VerifyTextGivingPhoneMutation = { verifyTextGivingPhone: { churchNumber: string | null, phone: { phone: string, verified: boolean, verifiedAt: string | null, lapsesAt: string | null, codePending: boolean } | null } };

export type RemoveTextGivingPhoneMutationVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type RemoveTextGivingPhoneMutation = { removeTextGivingPhone: { churchNumber: string | null, phone: { phone: string, verified: boolean, verifiedAt: string | null, lapsesAt: string | null, codePending: boolean } | null } };

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
export const TextGivingFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment TextGivingFields on TextGiving {
  churchNumber
  phone {
    phone
    verified
    verifiedAt
    lapsesAt
    codePending
  }
}
    `, {"fragmentName":"TextGivingFields"}) as unknown as TypedDocumentString<TextGivingFieldsFragment, unknown>;
export const TextGivingDocument = /*#__PURE__*/ new TypedDocumentString(`
    query TextGiving($organizationPrefixedId: ID!) {
  textGiving(organizationPrefixedId: $organizationPrefixedId) {
    ...TextGivingFields
  }
}
    fragment TextGivingFields on TextGiving {
  churchNumber
  phone {
    phone
    verified
    verifiedAt
    lapsesAt
    codePending
  }
}`) as unknown as TypedDocumentString<TextGivingQuery, TextGivingQueryVariables>;
export const SendTextGivingCodeDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SendTextGivingCode($organizationPrefixedId: ID!, $phone: String!) {
  sendTextGivingCode(
    organizationPrefixedId: $organizationPrefixedId
    phone: $phone
  ) {
    ...TextGivingFields
  }
}
    fragment TextGivingFields on TextGiving {
  churchNumber
  phone {
    phone
    verified
    verifiedAt
    lapsesAt
    codePending
  }
}`) as unknown as TypedDocumentString<SendTextGivingCodeMutation, SendTextGivingCodeMutationVariables>;
export const VerifyTextGivingPhoneDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation VerifyTextGivingPhone($organizationPrefixedId: ID!, $code: String!) {
  verifyTextGivingPhone(
    organizationPrefixedId: $organizationPrefixedId
    code: $code
  ) {
    ...TextGivingFields
  }
}
    fragment TextGivingFields on TextGiving {
  churchNumber
  phone {
    phone
    verified
    verifiedAt
    lapsesAt
    codePending
  }
}`) as unknown as TypedDocumentString<VerifyTextGivingPhoneMutation, VerifyTextGivingPhoneMutationVariables>;
export const RemoveTextGivingPhoneDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RemoveTextGivingPhone($organizationPrefixedId: ID!) {
  removeTextGivingPhone(organizationPrefixedId: $organizationPrefixedId) {
    ...TextGivingFields
  }
}
    fragment TextGivingFields on TextGiving {
  churchNumber
  phone {
    phone
    verified
    verifiedAt
    lapsesAt
    codePending
  }
}`) as unknown as TypedDocumentString<RemoveTextGivingPhoneMutation, RemoveTextGivingPhoneMutationVariables>;