/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminTeamMemberFieldsFragment = { prefixedId: string, email: string, name: string, abilities: Array<string>, hasPassword: boolean };

export type AdminTeamQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminTeamQuery = { adminTeam: Array<{ prefixedId: string, email: string, name: string, abilities: Array<string>, hasPassword: boolean }> };

export type AdminActivityQueryVariables = Exact<{
  organizationPrefixedId: string;
  before: string | null | undefined;
  first: number | null | undefined;
}>;


export type AdminActivityQuery = { adminActivity: { nextCursor: string | null, items: Array<{ prefixedId: string, source: string, actor: string, action: string, details: string, occurredAt: string }> } };

export type InviteAdministratorMutationVariables = Exact<{
  organizationPrefixedId: string;
  email: string;
  abilities: Array<string> | string;
}>;


export type InviteAdministratorMutation = { inviteAdministrator: { prefixedId: string, email: string, name: string, abilities: Array<string>, hasPassword: boolean } };

export type UpdateAdministratorAbilitiesMutationVariables = Exact<{
  organizationPrefixedId: string;
  userPrefixedId: string;
  abilities: Array<string> | string;
}>;


export type UpdateAdministratorAbilitiesMutation = { updateAdministratorAbilities: { prefixedId: string, email: string, name: string, abilities: Array<string>, hasPassword: boolean } };

export type RemoveAdministratorMutationVariables = Exact<{
  organizationPrefixedId: string;
  userPrefixedId: string;
}>;


export type RemoveAdministratorMutation = { removeAdministrator: boolean };

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
export const AdminTeamMemberFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminTeamMemberFields on AdminTeamMember {
  prefixedId
  email
  name
  abilities
  hasPassword
}
    `, {"fragmentName":"AdminTeamMemberFields"}) as unknown as TypedDocumentString<AdminTeamMemberFieldsFragment, unknown>;
export const AdminTeamDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminTeam($organizationPrefixedId: ID!) {
  adminTeam(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminTeamMemberFields
  }
}
    fragment AdminTeamMemberFields on AdminTeamMember {
  prefixedId
  email
  name
  abilities
  hasPassword
}`) as unknown as TypedDocumentString<AdminTeamQuery, AdminTeamQueryVariables>;
export const AdminActivityDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminActivity($organizationPrefixedId: ID!, $before: String, $first: Int) {
  adminActivity(
    organizationPrefixedId: $organizationPrefixedId
    before: $before
    first: $first
  ) {
    items {
      prefixedId
      source
      actor
      action
      details
      occurredAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<AdminActivityQuery, AdminActivityQueryVariables>;
export const InviteAdministratorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation InviteAdministrator($organizationPrefixedId: ID!, $email: String!, $abilities: [String!]!) {
  inviteAdministrator(
    organizationPrefixedId: $organizationPrefixedId
    email: $email
    abilities: $abilities
  ) {
    ...AdminTeamMemberFields
  }
}
    fragment AdminTeamMemberFields on AdminTeamMember {
  prefixedId
  email
  name
  abilities
  hasPassword
}`) as unknown as TypedDocumentString<InviteAdministratorMutation, InviteAdministratorMutationVariables>;
export const UpdateAdministratorAbilitiesDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UpdateAdministratorAbilities($organizationPrefixedId: ID!, $userPrefixedId: ID!, $abilities: [String!]!) {
  updateAdministratorAbilities(
    organizationPrefixedId: $organizationPrefixedId
    userPrefixedId: $userPrefixedId
    abilities: $abilities
  ) {
    ...AdminTeamMemberFields
  }
}
    fragment AdminTeamMemberFields on AdminTeamMember {
  prefixedId
  email
  name
  abilities
  hasPassword
}`) as unknown as TypedDocumentString<UpdateAdministratorAbilitiesMutation, UpdateAdministratorAbilitiesMutationVariables>;
export const RemoveAdministratorDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RemoveAdministrator($organizationPrefixedId: ID!, $userPrefixedId: ID!) {
  removeAdministrator(
    organizationPrefixedId: $organizationPrefixedId
    userPrefixedId: $userPrefixedId
  )
}
    `) as unknown as TypedDocumentString<RemoveAdministratorMutation, RemoveAdministratorMutationVariables>;