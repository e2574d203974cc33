/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type LetterTemplateInput = {
  /** Required, at most 10,000 characters. */
  body: string;
  /** At most 200 characters; may be empty. */
  subject: string;
  /** Required, at most 120 characters. */
  title: string;
};

export type AdminLetterTemplateFieldsFragment = { prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean };

export type AdminLetterTemplatesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminLetterTemplatesQuery = { adminLetterTemplates: Array<{ prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean }> };

export type AdminLetterTemplatePreviewQueryVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.LetterTemplateInput;
}>;


export type AdminLetterTemplatePreviewQuery = { adminLetterTemplatePreview: { fileName: string, contentType: string, base64: string } };

export type AddLetterTemplateMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.LetterTemplateInput;
}>;


export type AddLetterTemplateMutation = { addLetterTemplate: { prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean } };

export type UpdateLetterTemplateMutationVariables = Exact<{
  organizationPrefixedId: string;
  letterTemplatePrefixedId: string;
  input: Types.LetterTemplateInput;
}>;


export type UpdateLetterTemplateMutation = { updateLetterTemplate: { prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean } };

export type MakeLetterTemplatePrimaryMutationVariables = Exact<{
  organizationPrefixedId: string;
  letterTemplatePrefixedId: string;
}>;


export type MakeLetterTemplatePrimaryMutation = { makeLetterTemplatePrimary: Array<{ prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean }> };

export type DeleteLetterTemplateMutationVariables = Exact<{
  organizationPrefixedId: string;
  letterTemplatePrefixedId: string;
}>;


export type DeleteLetterTemplateMutation = { deleteLetterTemplate: Array<{ prefixedId: string, title: string, subject: string, body: string, isPrimary: boolean }> };

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
export const AdminLetterTemplateFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}
    `, {"fragmentName":"AdminLetterTemplateFields"}) as unknown as TypedDocumentString<AdminLetterTemplateFieldsFragment, unknown>;
export const AdminLetterTemplatesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminLetterTemplates($organizationPrefixedId: ID!) {
  adminLetterTemplates(organizationPrefixedId: $organizationPrefixedId) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<AdminLetterTemplatesQuery, AdminLetterTemplatesQueryVariables>;
export const AdminLetterTemplatePreviewDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminLetterTemplatePreview($organizationPrefixedId: ID!, $input: LetterTemplateInput!) {
  adminLetterTemplatePreview(
    organizationPrefixedId: $organizationPrefixedId
    input: $input
  ) {
    fileName
    contentType
    base64
  }
}
    `) as unknown as TypedDocumentString<AdminLetterTemplatePreviewQuery, AdminLetterTemplatePreviewQueryVariables>;
export const AddLetterTemplateDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation AddLetterTemplate($organizationPrefixedId: ID!, $input: LetterTemplateInput!) {
  addLetterTemplate(
    organizationPrefixedId: $organizationPrefixedId
    input: $input
  ) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<AddLetterTemplateMutation, AddLetterTemplateMutationVariables>;
export const UpdateLetterTemplateDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UpdateLetterTemplate($organizationPrefixedId: ID!, $letterTemplatePrefixedId: ID!, $input: LetterTemplateInput!) {
  updateLetterTemplate(
    organizationPrefixedId: $organizationPrefixedId
    letterTemplatePrefixedId: $letterTemplatePrefixedId
    input: $input
  ) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<UpdateLetterTemplateMutation, UpdateLetterTemplateMutationVariables>;
export const MakeLetterTemplatePrimaryDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation MakeLetterTemplatePrimary($organizationPrefixedId: ID!, $letterTemplatePrefixedId: ID!) {
  makeLetterTemplatePrimary(
    organizationPrefixedId: $organizationPrefixedId
    letterTemplatePrefixedId: $letterTemplatePrefixedId
  ) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<MakeLetterTemplatePrimaryMutation, MakeLetterTemplatePrimaryMutationVariables>;
export const DeleteLetterTemplateDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation DeleteLetterTemplate($organizationPrefixedId: ID!, $letterTemplatePrefixedId: ID!) {
  deleteLetterTemplate(
    organizationPrefixedId: $organizationPrefixedId
    letterTemplatePrefixedId: $letterTemplatePrefixedId
  ) {
    ...AdminLetterTemplateFields
  }
}
    fragment AdminLetterTemplateFields on AdminLetterTemplate {
  prefixedId
  title
  subject
  body
  isPrimary
}`) as unknown as TypedDocumentString<DeleteLetterTemplateMutation, DeleteLetterTemplateMutationVariables>;