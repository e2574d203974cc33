/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type HouseholdInput = {
  /** One of the members. */
  addresseePrefixedId: string;
  /** From 2000 through next year. */
  fromYear: number;
  /** 2 to 12 of the church's donors, each once. */
  memberPrefixedIds: Array<string>;
  /** 1 to 100 characters, e.g. The Ruiz family. */
  name: string;
};

/** A household's mailing address as typed; each field trimmed, an empty one left out. */
export type HouseholdMailingAddressInput = {
  address: string | null | undefined;
  city: string | null | undefined;
  country: string | null | undefined;
  state: string | null | undefined;
  zip: string | null | undefined;
};

export type HouseholdFieldsFragment = { prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null };

export type AdminHouseholdsQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminHouseholdsQuery = { adminHouseholds: { sendMemberStatements: boolean, households: Array<{ prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null }> } };

export type AdminHouseholdStatementPreviewQueryVariables = Exact<{
  organizationPrefixedId: string;
  householdPrefixedId: string;
  year: number;
  letterTemplatePrefixedId: string | null | undefined;
}>;


export type AdminHouseholdStatementPreviewQuery = { adminHouseholdStatementPreview: { fileName: string, contentType: string, base64: string } };

export type CreateHouseholdMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.HouseholdInput;
}>;


export type CreateHouseholdMutation = { createHousehold: { prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null } };

export type AddHouseholdMemberMutationVariables = Exact<{
  organizationPrefixedId: string;
  householdPrefixedId: string;
  donorPrefixedId: string;
  fromYear: number;
}>;


export type AddHouseholdMemberMutation = { addHouseholdMember: { prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null } };

export type RemoveHouseholdMemberMutationVariables = Exact<{
  organizationPrefixedId: string;
  householdPrefixedId: string;
  donorPrefixedId: string;
  lastYear: number;
}>;


export type RemoveHouseholdMemberMutation = { removeHouseholdMember: { prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null } };

export type SetHouseholdAddresseeMutationVariables = Exact<{
  organizationPrefixedId: string;
  householdPrefixedId: string;
  donorPrefixedId: string;
}>;


export type SetHouseholdAddresseeMutation = { setHouseholdAddressee: { prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null } };

export type SetHouseholdStatementSettingsMutationVariables = Exact<{
  organizationPrefixedId: string;
  sendMemberStatements: boolean;
}>;


export type SetHouseholdStatementSettingsMutation = { setHouseholdStatementSettings: { sendMemberStatements: boolean, households: Array<{ prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null }> } };

export type RenameHouseholdMutationVariables = Exact<{
  organizationPrefixedId: string;
  householdPrefixedId: string;
  name: string;
}>;


export type RenameHouseholdMutation = { renameHousehold: { prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null } };

export type SetHouseholdMailingAddressMutationVariables = Exact<{
  organizationPrefixedId: string;
  householdPrefixedId: string;
  input: Types.HouseholdMailingAddressInput;
}>;


export type SetHouseholdMailingAddressMutation = { setHouseholdMailingAddress: { prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null } };

export type DeleteHouseholdMutationVariables = Exact<{
  organizationPrefixedId: string;
  householdPrefixedId: string;
}>;


export type DeleteHouseholdMutation = { deleteHousehold: { sendMemberStatements: boolean, households: Array<{ prefixedId: string, name: string, currentMemberNames: Array<string>, statementSentYears: Array<number>, letterAddressLines: Array<string>, members: Array<{ donorPrefixedId: string, name: string, email: string, fromYear: number, toYear: number | null, isAddressee: boolean }>, mailingAddress: { address: string, city: string | null, state: string | null, zip: string | null, country: string | null } | null }> } };

export type AdminDonorHouseholdStatementQueryVariables = Exact<{
  organizationPrefixedId: string;
  donorPrefixedId: string;
  year: number;
}>;


export type AdminDonorHouseholdStatementQuery = { adminDonorHouseholdStatement: { household: { householdPrefixedId: string, name: string, addresseeName: string, memberNames: Array<string> } | null } };

export type SendHouseholdStatementMutationVariables = Exact<{
  organizationPrefixedId: string;
  householdPrefixedId: string;
  year: number;
  letterTemplatePrefixedId: string | null | undefined;
}>;


export type SendHouseholdStatementMutation = { sendHouseholdStatement: { sent: number, message: string } };

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
export const HouseholdFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}
    `, {"fragmentName":"HouseholdFields"}) as unknown as TypedDocumentString<HouseholdFieldsFragment, unknown>;
export const AdminHouseholdsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminHouseholds($organizationPrefixedId: ID!) {
  adminHouseholds(organizationPrefixedId: $organizationPrefixedId) {
    sendMemberStatements
    households {
      ...HouseholdFields
    }
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<AdminHouseholdsQuery, AdminHouseholdsQueryVariables>;
export const AdminHouseholdStatementPreviewDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminHouseholdStatementPreview($organizationPrefixedId: ID!, $householdPrefixedId: ID!, $year: Int!, $letterTemplatePrefixedId: ID) {
  adminHouseholdStatementPreview(
    organizationPrefixedId: $organizationPrefixedId
    householdPrefixedId: $householdPrefixedId
    year: $year
    letterTemplatePrefixedId: $letterTemplatePrefixedId
  ) {
    fileName
    contentType
    base64
  }
}
    `) as unknown as TypedDocumentString<AdminHouseholdStatementPreviewQuery, AdminHouseholdStatementPreviewQueryVariables>;
export const CreateHouseholdDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation CreateHousehold($organizationPrefixedId: ID!, $input: HouseholdInput!) {
  createHousehold(organizationPrefixedId: $organizationPrefixedId, input: $input) {
    ...HouseholdFields
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<CreateHouseholdMutation, CreateHouseholdMutationVariables>;
export const AddHouseholdMemberDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation AddHouseholdMember($organizationPrefixedId: ID!, $householdPrefixedId: ID!, $donorPrefixedId: ID!, $fromYear: Int!) {
  addHouseholdMember(
    organizationPrefixedId: $organizationPrefixedId
    householdPrefixedId: $householdPrefixedId
    donorPrefixedId: $donorPrefixedId
    fromYear: $fromYear
  ) {
    ...HouseholdFields
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<AddHouseholdMemberMutation, AddHouseholdMemberMutationVariables>;
export const RemoveHouseholdMemberDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RemoveHouseholdMember($organizationPrefixedId: ID!, $householdPrefixedId: ID!, $donorPrefixedId: ID!, $lastYear: Int!) {
  removeHouseholdMember(
    organizationPrefixedId: $organizationPrefixedId
    householdPrefixedId: $householdPrefixedId
    donorPrefixedId: $donorPrefixedId
    lastYear: $lastYear
  ) {
    ...HouseholdFields
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<RemoveHouseholdMemberMutation, RemoveHouseholdMemberMutationVariables>;
export const SetHouseholdAddresseeDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SetHouseholdAddressee($organizationPrefixedId: ID!, $householdPrefixedId: ID!, $donorPrefixedId: ID!) {
  setHouseholdAddressee(
    organizationPrefixedId: $organizationPrefixedId
    householdPrefixedId: $householdPrefixedId
    donorPrefixedId: $donorPrefixedId
  ) {
    ...HouseholdFields
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<SetHouseholdAddresseeMutation, SetHouseholdAddresseeMutationVariables>;
export const SetHouseholdStatementSettingsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SetHouseholdStatementSettings($organizationPrefixedId: ID!, $sendMemberStatements: Boolean!) {
  setHouseholdStatementSettings(
    organizationPrefixedId: $organizationPrefixedId
    sendMemberStatements: $sendMemberStatements
  ) {
    sendMemberStatements
    households {
      ...HouseholdFields
    }
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<SetHouseholdStatementSettingsMutation, SetHouseholdStatementSettingsMutationVariables>;
export const RenameHouseholdDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RenameHousehold($organizationPrefixedId: ID!, $householdPrefixedId: ID!, $name: String!) {
  renameHousehold(
    organizationPrefixedId: $organizationPrefixedId
    householdPrefixedId: $householdPrefixedId
    name: $name
  ) {
    ...HouseholdFields
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<RenameHouseholdMutation, RenameHouseholdMutationVariables>;
export const SetHouseholdMailingAddressDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SetHouseholdMailingAddress($organizationPrefixedId: ID!, $householdPrefixedId: ID!, $input: HouseholdMailingAddressInput!) {
  setHouseholdMailingAddress(
    organizationPrefixedId: $organizationPrefixedId
    householdPrefixedId: $householdPrefixedId
    input: $input
  ) {
    ...HouseholdFields
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<SetHouseholdMailingAddressMutation, SetHouseholdMailingAddressMutationVariables>;
export const DeleteHouseholdDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation DeleteHousehold($organizationPrefixedId: ID!, $householdPrefixedId: ID!) {
  deleteHousehold(
    organizationPrefixedId: $organizationPrefixedId
    householdPrefixedId: $householdPrefixedId
  ) {
    sendMemberStatements
    households {
      ...HouseholdFields
    }
  }
}
    fragment HouseholdFields on AdminHousehold {
  prefixedId
  name
  currentMemberNames
  members {
    donorPrefixedId
    name
    email
    fromYear
    toYear
    isAddressee
  }
  statementSentYears
  mailingAddress {
    address
    city
    state
    zip
    country
  }
  letterAddressLines
}`) as unknown as TypedDocumentString<DeleteHouseholdMutation, DeleteHouseholdMutationVariables>;
export const AdminDonorHouseholdStatementDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDonorHouseholdStatement($organizationPrefixedId: ID!, $donorPrefixedId: ID!, $year: Int!) {
  adminDonorHouseholdStatement(
    organizationPrefixedId: $organizationPrefixedId
    donorPrefixedId: $donorPrefixedId
    year: $year
  ) {
    household {
      householdPrefixedId
      name
      addresseeName
      memberNames
    }
  }
}
    `) as unknown as TypedDocumentString<AdminDonorHouseholdStatementQuery, AdminDonorHouseholdStatementQueryVariables>;
export const SendHouseholdStatementDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SendHouseholdStatement($organizationPrefixedId: ID!, $householdPrefixedId: ID!, $year: Int!, $letterTemplatePrefixedId: ID) {
  sendHouseholdStatement(
    organizationPrefixedId: $organizationPrefixedId
    householdPrefixedId: $householdPrefixedId
    year: $year
    letterTemplatePrefixedId: $letterTemplatePrefixedId
  ) {
    sent
    message
  }
}
    `) as unknown as TypedDocumentString<SendHouseholdStatementMutation, SendHouseholdStatementMutationVariables>;