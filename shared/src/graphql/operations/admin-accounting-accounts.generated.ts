/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountingAccountsInput = {
  bankAccount: string | null | undefined;
  feesAccount: string | null | undefined;
  funds: Array<FundAccountInput> | null | undefined;
};

export type FundAccountInput = {
  fundPrefixedId: string;
  incomeAccount: string | null | undefined;
};

export type AdminAccountingAccountsFieldsFragment = { bankAccount: string | null, feesAccount: string | null, funds: Array<{ fundPrefixedId: string, fundName: string, incomeAccount: string | null }> };

export type AdminAccountingAccountsQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminAccountingAccountsQuery = { adminAccountingAccounts: { bankAccount: string | null, feesAccount: string | null, funds: Array<{ fundPrefixedId: string, fundName: string, incomeAccount: string | null }> } };

export type UpdateAccountingAccountsMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.AccountingAccountsInput;
}>;


export type UpdateAccountingAccountsMutation = { updateAccountingAccounts: { bankAccount: string | null, feesAccount: string | null, funds: Array<{ fundPrefixedId: string, fundName: string, incomeAccount: string | null }> } };

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
export const AdminAccountingAccountsFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminAccountingAccountsFields on AdminAccountingAccounts {
  bankAccount
  feesAccount
  funds {
    fundPrefixedId
    fundName
    incomeAccount
  }
}
    `, {"fragmentName":"AdminAccountingAccountsFields"}) as unknown as TypedDocumentString<AdminAccountingAccountsFieldsFragment, unknown>;
export const AdminAccountingAccountsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminAccountingAccounts($organizationPrefixedId: ID!) {
  adminAccountingAccounts(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminAccountingAccountsFields
  }
}
    fragment AdminAccountingAccountsFields on AdminAccountingAccounts {
  bankAccount
  feesAccount
  funds {
    fundPrefixedId
    fundName
    incomeAccount
  }
}`) as unknown as TypedDocumentString<AdminAccountingAccountsQuery, AdminAccountingAccountsQueryVariables>;
export const UpdateAccountingAccountsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UpdateAccountingAccounts($organizationPrefixedId: ID!, $input: AccountingAccountsInput!) {
  updateAccountingAccounts(
    organizationPrefixedId: $organizationPrefixedId
    input: $input
  ) {
    ...AdminAccountingAccountsFields
  }
}
    fragment AdminAccountingAccountsFields on AdminAccountingAccounts {
  bankAccount
  feesAccount
  funds {
    fundPrefixedId
    fundName
    incomeAccount
  }
}`) as unknown as TypedDocumentString<UpdateAccountingAccountsMutation, UpdateAccountingAccountsMutationVariables>;