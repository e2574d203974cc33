/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CampaignTimelineInterval =
  | 'month'
  | 'week';

export type AdminPledgeFieldsFragment = { prefixedId: string, donorPrefixedId: string, donorName: string, amount: number, given: number, source: string, createdAt: string };

export type AdminCampaignPledgesQueryVariables = Exact<{
  organizationPrefixedId: string;
  campaignPrefixedId: string;
}>;


export type AdminCampaignPledgesQuery = { adminCampaignPledges: Array<{ prefixedId: string, donorPrefixedId: string, donorName: string, amount: number, given: number, source: string, createdAt: string }> };

export type RecordPledgeMutationVariables = Exact<{
  organizationPrefixedId: string;
  campaignPrefixedId: string;
  donorPrefixedId: string;
  amount: number;
}>;


export type RecordPledgeMutation = { recordPledge: { prefixedId: string, donorPrefixedId: string, donorName: string, amount: number, given: number, source: string, createdAt: string } };

export type AdminCampaignTimelineQueryVariables = Exact<{
  organizationPrefixedId: string;
  campaignPrefixedId: string;
}>;


export type AdminCampaignTimelineQuery = { adminCampaignTimeline: { interval: Types.CampaignTimelineInterval, points: Array<{ start: string, raised: number }> } };

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
export const AdminPledgeFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment AdminPledgeFields on AdminPledge {
  prefixedId
  donorPrefixedId
  donorName
  amount
  given
  source
  createdAt
}
    `, {"fragmentName":"AdminPledgeFields"}) as unknown as TypedDocumentString<AdminPledgeFieldsFragment, unknown>;
export const AdminCampaignPledgesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminCampaignPledges($organizationPrefixedId: ID!, $campaignPrefixedId: ID!) {
  adminCampaignPledges(
    organizationPrefixedId: $organizationPrefixedId
    campaignPrefixedId: $campaignPrefixedId
  ) {
    ...AdminPledgeFields
  }
}
    fragment AdminPledgeFields on AdminPledge {
  prefixedId
  donorPrefixedId
  donorName
  amount
  given
  source
  createdAt
}`) as unknown as TypedDocumentString<AdminCampaignPledgesQuery, AdminCampaignPledgesQueryVariables>;
export const RecordPledgeDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation RecordPledge($organizationPrefixedId: ID!, $campaignPrefixedId: ID!, $donorPrefixedId: ID!, $amount: Cents!) {
  recordPledge(
    organizationPrefixedId: $organizationPrefixedId
    campaignPrefixedId: $campaignPrefixedId
    donorPrefixedId: $donorPrefixedId
    amount: $amount
  ) {
    ...AdminPledgeFields
  }
}
    fragment AdminPledgeFields on AdminPledge {
  prefixedId
  donorPrefixedId
  donorName
  amount
  given
  source
  createdAt
}`) as unknown as TypedDocumentString<RecordPledgeMutation, RecordPledgeMutationVariables>;
export const AdminCampaignTimelineDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminCampaignTimeline($organizationPrefixedId: ID!, $campaignPrefixedId: ID!) {
  adminCampaignTimeline(
    organizationPrefixedId: $organizationPrefixedId
    campaignPrefixedId: $campaignPrefixedId
  ) {
    interval
    points {
      start
      raised
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCampaignTimelineQuery, AdminCampaignTimelineQueryVariables>;