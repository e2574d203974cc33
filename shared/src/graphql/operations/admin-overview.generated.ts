/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminSetupChecklistQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminSetupChecklistQuery = { adminGivingPage: { logoUrl: string | null, allowedWebsites: Array<string>, paymentsConnected: boolean, funds: Array<{ isOnlineGivingVisible: boolean, isEnabled: boolean }> } };

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

export const AdminSetupChecklistDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminSetupChecklist($organizationPrefixedId: ID!) {
  adminGivingPage(organizationPrefixedId: $organizationPrefixedId) {
    logoUrl
    funds {
      isOnlineGivingVisible
      isEnabled
    }
    allowedWebsites
    paymentsConnected
  }
}
    `) as unknown as TypedDocumentString<AdminSetupChecklistQuery, AdminSetupChecklistQueryVariables>;