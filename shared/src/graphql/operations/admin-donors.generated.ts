/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminDonorsQueryVariables = Exact<{
  organizationPrefixedId: string;
  search: string | null | undefined;
}>;


export type AdminDonorsQuery = { adminDonors: Array<{ prefixedId: string, name: string, email: string, giftCount: number, totalGiven: number, householdName: string | null }> };

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

export const AdminDonorsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDonors($organizationPrefixedId: ID!, $search: String) {
  adminDonors(organizationPrefixedId: $organizationPrefixedId, search: $search) {
    prefixedId
    name
    email
    giftCount
    totalGiven
    householdName
  }
}
    `) as unknown as TypedDocumentString<AdminDonorsQuery, AdminDonorsQueryVariables>;