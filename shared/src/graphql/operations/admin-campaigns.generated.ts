/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CampaignInput = {
  description: string | null | undefined;
  endDate: string | null | undefined;
  /** 1 to 10 of the church's enabled funds, the form's default first. */
  fundPrefixedIds: Array<string>;
  goal: number;
  /** Required with an image, at most 200 characters (validation on imageAlt). */
  imageAlt: string | null | undefined;
  /**
   * The public URL of an image this administrator uploaded (S3PresignedUrl, profile-images), JPEG or
   * PNG, at most 1 MB and 4096 × 4096 (validation on imageUrl); the campaign's own image again is kept.
   * Empty or null: no image.
   */
  imageUrl: string | null | undefined;
  name: string;
  slug: string;
  /** YYYY-MM-DD; both optional, the end not before the start. */
  startDate: string | null | undefined;
};

export type AdminCampaignFieldsFragment = { prefixedId: string, name: string, slug: string, formerSlugs: Array<string>, goal: number, description: string, imageUrl: string | null, imageAlt: string | null, startDate: string | null, endDate: string | null, status: string, givingState: string, raised: number, givers: number, pledged: number, pledgeTotal: number, pledgeCount: number, link: string, funds: Array<{ prefixedId: string, name: string }>, qrCode: { size: number, path: string } };

export type AdminCampaignsQueryVariables = Exact<{
  organizationPrefixedId: string;
  includeArchived: boolean | null | undefined;
}>;


export type AdminCampaignsQuery = { adminCampaigns: Array<{ prefixedId: string, name: string, slug: string, formerSlugs: Array<string>, goal: number, description: string, imageUrl: string | null, imageAlt: string | null, startDate: string | null, endDate: string | null, status: string, givingState: string, raised: number, givers: number, pledged: number, pledgeTotal: number, pledgeCount: number, link: string, funds: Array<{ prefixedId: string, name: string }>, qrCode: { size: number, path: string } }> };

export type AddCampaignMutationVariables = Exact<{
  organizationPrefixedId: string;
  input: Types.CampaignInput;
}>;


export type AddCampaignMutation = { addCampaign: { prefixedId: string, name: string, slug: string, formerSlugs: Array<string>, goal: number, description: string, imageUrl: string | null, imageAlt: string | null, startDate: string | null, endDate: string | null, status: string, givingState: string, raised: number, givers: number, pledged: number, pledgeTotal: number, pledgeCount: number, link: string, funds: Array<{ prefixedId: string, name: string }>, qrCode: { size: number, path: string } } };

export type UpdateCampaignMutationVariables = Exact<{
  organizationPrefixedId: string;
  campaignPrefixedId: string;
  input: Types.CampaignInput;
}>;


export type UpdateCampaignMutation = { updateCampaign: { prefixedId: string, name: string, slug: string, formerSlugs: Array<string>, goal: number, description: string, imageUrl: string | null, imageAlt: string | null, startDate: string | null, endDate: string | null, status: string, givingState: string, raised: number, givers: number, pledged: number, pledgeTotal: number, pledgeCount: number, link: string, funds: Array<{ prefixedId: string, name: string }>, qrCode: { size: number, path: string } } };

export type CloseCampaignMutationVariables = Exact<{
  organizationPrefixedId: string;
  campaignPrefixedId: string;
}>;


export type CloseCampaignMutation = { closeCampaign: { prefixedId: string, name: string, slug: string, formerSlugs: Array<string>, goal: number, description: string, imageUrl: string | null, imageAlt: string | null, startDate: string | null, endDate: string | null, status: string, givingState: string, raised: number, givers: number, pledged: number, pledgeTotal: number, pledgeCount: number, link: string, funds: Array<{ prefixedId: string, name: string }>, qrCode: { size: number, path: string } } };

export type ArchiveCampaignMutationVariables = Exact<{
  organizationPrefixedId: string;
  campaignPrefixedId: string;
}>;


export type ArchiveCampaignMutation = { archiveCampaign: { prefixedId: string, name: string, slug: string, formerSlugs: Array<string>, goal: number, description: string, imageUrl: string | null, imageAlt: string | null, startDate: string | null, endDate: string | null, status: string, givingState: string, raised: number, givers: number, pledged: number, pledgeTotal: number, pledgeCount: number, link: string, funds: Array<{ prefixedId: string, name: string }>, qrCode: { size: number, path: string } } };

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
export const AdminCampaignFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminCampaignFields on AdminCampaign {
  prefixedId
  name
  slug
  formerSlugs
  goal
  description
  imageUrl
  imageAlt
  startDate
  endDate
  status
  givingState
  funds {
    prefixedId
    name
  }
  raised
  givers
  pledged
  pledgeTotal
  pledgeCount
  link
  qrCode {
    size
    path
  }
}
    `, {"fragmentName":"AdminCampaignFields"}) as unknown as TypedDocumentString<AdminCampaignFieldsFragment, unknown>;
export const AdminCampaignsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminCampaigns($organizationPrefixedId: ID!, $includeArchived: Boolean) {
  adminCampaigns(
    organizationPrefixedId: $organizationPrefixedId
    includeArchived: $includeArchived
  ) {
    ...AdminCampaignFields
  }
}
    fragment AdminCampaignFields on AdminCampaign {
  prefixedId
  name
  slug
  formerSlugs
  goal
  description
  imageUrl
  imageAlt
  startDate
  endDate
  status
  givingState
  funds {
    prefixedId
    name
  }
  raised
  givers
  pledged
  pledgeTotal
  pledgeCount
  link
  qrCode {
    size
    path
  }
}`) as unknown as TypedDocumentString<AdminCampaignsQuery, AdminCampaignsQueryVariables>;
export const AddCampaignDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation AddCampaign($organizationPrefixedId: ID!, $input: CampaignInput!) {
  addCampaign(organizationPrefixedId: $organizationPrefixedId, input: $input) {
    ...AdminCampaignFields
  }
}
    fragment AdminCampaignFields on AdminCampaign {
  prefixedId
  name
  slug
  formerSlugs
  goal
  description
  imageUrl
  imageAlt
  startDate
  endDate
  status
  givingState
  funds {
    prefixedId
    name
  }
  raised
  givers
  pledged
  pledgeTotal
  pledgeCount
  link
  qrCode {
    size
    path
  }
}`) as unknown as TypedDocumentString<AddCampaignMutation, AddCampaignMutationVariables>;
export const UpdateCampaignDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation UpdateCampaign($organizationPrefixedId: ID!, $campaignPrefixedId: ID!, $input: CampaignInput!) {
  updateCampaign(
    organizationPrefixedId: $organizationPrefixedId
    campaignPrefixedId: $campaignPrefixedId
    input: $input
  ) {
    ...AdminCampaignFields
  }
}
    fragment AdminCampaignFields on AdminCampaign {
  prefixedId
  name
  slug
  formerSlugs
  goal
  description
  imageUrl
  imageAlt
  startDate
  endDate
  status
  givingState
  funds {
    prefixedId
    name
  }
  raised
  givers
  pledged
  pledgeTotal
  pledgeCount
  link
  qrCode {
    size
    path
  }
}`) as unknown as TypedDocumentString<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const CloseCampaignDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation CloseCampaign($organizationPrefixedId: ID!, $campaignPrefixedId: ID!) {
  closeCampaign(
    organizationPrefixedId: $organizationPrefixedId
    campaignPrefixedId: $campaignPrefixedId
  ) {
    ...AdminCampaignFields
  }
}
    fragment AdminCampaignFields on AdminCampaign {
  prefixedId
  name
  slug
  formerSlugs
  goal
  description
  imageUrl
  imageAlt
  startDate
  endDate
  status
  givingState
  funds {
    prefixedId
    name
  }
  raised
  givers
  pledged
  pledgeTotal
  pledgeCount
  link
  qrCode {
    size
    path
  }
}`) as unknown as TypedDocumentString<CloseCampaignMutation, CloseCampaignMutationVariables>;
export const ArchiveCampaignDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation ArchiveCampaign($organizationPrefixedId: ID!, $campaignPrefixedId: ID!) {
  archiveCampaign(
    organizationPrefixedId: $organizationPrefixedId
    campaignPrefixedId: $campaignPrefixedId
  ) {
    ...AdminCampaignFields
  }
}
    fragment AdminCampaignFields on AdminCampaign {
  prefixedId
  name
  slug
  formerSlugs
  goal
  description
  imageUrl
  imageAlt
  startDate
  endDate
  status
  givingState
  funds {
    prefixedId
    name
  }
  raised
  givers
  pledged
  pledgeTotal
  pledgeCount
  link
  qrCode {
    size
    path
  }
}`) as unknown as TypedDocumentString<ArchiveCampaignMutation, ArchiveCampaignMutationVariables>;