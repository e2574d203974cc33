/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type StatementBatchFieldsFragment = { prefixedId: string, year: number, letterTitle: string, sent: number, total: number, startedBy: string, startedAt: string, finishedAt: string | null };

export type AdminYearEndStatementDonorsQueryVariables = Exact<{
  organizationPrefixedId: string;
  year: number;
}>;


export type AdminYearEndStatementDonorsQuery = { adminYearEndStatementDonors: number };

export type AdminStatementBatchesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminStatementBatchesQuery = { adminStatementBatches: Array<{ prefixedId: string, year: number, letterTitle: string, sent: number, total: number, startedBy: string, startedAt: string, finishedAt: string | null }> };

export type StartYearEndStatementsMutationVariables = Exact<{
  organizationPrefixedId: string;
  year: number;
  letterTemplatePrefixedId: string | null | undefined;
}>;


export type StartYearEndStatementsMutation = { startYearEndStatements: { prefixedId: string, year: number, letterTitle: string, sent: number, total: number, startedBy: string, startedAt: string, finishedAt: string | null } };

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
export const StatementBatchFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment StatementBatchFields on StatementBatch {
  prefixedId
  year
  letterTitle
  sent
  total
  startedBy
  startedAt
  finishedAt
}
    `, {"fragmentName":"StatementBatchFields"}) as unknown as TypedDocumentString<StatementBatchFieldsFragment, unknown>;
export const AdminYearEndStatementDonorsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminYearEndStatementDonors($organizationPrefixedId: ID!, $year: Int!) {
  adminYearEndStatementDonors(
    organizationPrefixedId: $organizationPrefixedId
    year: $year
  )
}
    `) as unknown as TypedDocumentString<AdminYearEndStatementDonorsQuery, AdminYearEndStatementDonorsQueryVariables>;
export const AdminStatementBatchesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminStatementBatches($organizationPrefixedId: ID!) {
  adminStatementBatches(organizationPrefixedId: $organizationPrefixedId) {
    ...StatementBatchFields
  }
}
    fragment StatementBatchFields on StatementBatch {
  prefixedId
  year
  letterTitle
  sent
  total
  startedBy
  startedAt
  finishedAt
}`) as unknown as TypedDocumentString<AdminStatementBatchesQuery, AdminStatementBatchesQueryVariables>;
export const StartYearEndStatementsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation StartYearEndStatements($organizationPrefixedId: ID!, $year: Int!, $letterTemplatePrefixedId: ID) {
  startYearEndStatements(
    organizationPrefixedId: $organizationPrefixedId
    year: $year
    letterTemplatePrefixedId: $letterTemplatePrefixedId
  ) {
    ...StatementBatchFields
  }
}
    fragment StatementBatchFields on StatementBatch {
  prefixedId
  year
  letterTitle
  sent
  total
  startedBy
  startedAt
  finishedAt
}`) as unknown as TypedDocumentString<StartYearEndStatementsMutation, StartYearEndStatementsMutationVariables>;