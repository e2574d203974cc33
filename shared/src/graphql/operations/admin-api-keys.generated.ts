/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminApiKeyFieldsFragment = { prefixedId: string, name: string, abilities: Array<string>, visiblePrefix: string, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null };

export type AdminApiKeysQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminApiKeysQuery = { adminApiKeys: Array<{ prefixedId: string, name: string, abilities: Array<string>, visiblePrefix: string, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  organizationPrefixedId: string;
  name: string;
  abilities: Array<string> | string;
}>;


export type CreateApiKeyMutation = { createApiKey: { token: string, apiKey: { prefixedId: string, name: string, abilities: Array<string>, visiblePrefix: string, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  organizationPrefixedId: string;
  apiKeyPrefixedId: string;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { prefixedId: string, name: string, abilities: Array<string>, visiblePrefix: string, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } };

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
export const AdminApiKeyFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminApiKeyFields on AdminApiKey {
  prefixedId
  name
  abilities
  visiblePrefix
  createdBy
  createdAt
  lastUsedAt
  revokedAt
}
    `, {"fragmentName":"AdminApiKeyFields"}) as unknown as TypedDocumentString<AdminApiKeyFieldsFragment, unknown>;
export const AdminApiKeysDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminApiKeys($organizationPrefixedId: ID!) {
  adminApiKeys(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminApiKeyFields
  }
}
    fragment AdminApiKeyFields on AdminApiKey {
  prefixedId
  name
  abilities
  visiblePrefix
  createdBy
  createdAt
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<AdminApiKeysQuery, AdminApiKeysQueryVariables>;
export const CreateApiKeyDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation CreateApiKey($organizationPrefixedId: ID!, $name: String!, $abilities: [String!]!) {
  createApiKey(
    organizationPrefixedId: $organizationPrefixedId
    name: $name
    abilities: $abilities
  ) {
    apiKey {
      ...AdminApiKeyFields
    }
    token
  }
}
    fragment AdminApiKeyFields on AdminApiKey {
  prefixedId
  name
  abilities
  visiblePrefix
  createdBy
  createdAt
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RevokeApiKey($organizationPrefixedId: ID!, $apiKeyPrefixedId: ID!) {
  revokeApiKey(
    organizationPrefixedId: $organizationPrefixedId
    apiKeyPrefixedId: $apiKeyPrefixedId
  ) {
    ...AdminApiKeyFields
  }
}
    fragment AdminApiKeyFields on AdminApiKey {
  prefixedId
  name
  abilities
  visiblePrefix
  createdBy
  createdAt
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;