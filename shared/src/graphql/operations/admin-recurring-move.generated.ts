/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminMovedGiftsChargedAgainQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminMovedGiftsChargedAgainQuery = { adminMovedGiftsChargedAgain: Array<{ prefixedId: string, amount: number, scheduleType: string, status: string, oldSubscriptionId: string, chargedAgainAt: string, donor: { prefixedId: string, name: string, email: string } }> };

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

export const AdminMovedGiftsChargedAgainDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminMovedGiftsChargedAgain($organizationPrefixedId: ID!) {
  adminMovedGiftsChargedAgain(organizationPrefixedId: $organizationPrefixedId) {
    prefixedId
    donor {
      prefixedId
      name
      email
    }
    amount
    scheduleType
    status
    oldSubscriptionId
    chargedAgainAt
  }
}
    `) as unknown as TypedDocumentString<AdminMovedGiftsChargedAgainQuery, AdminMovedGiftsChargedAgainQueryVariables>;