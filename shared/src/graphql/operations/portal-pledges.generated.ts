/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DonorPledgeFieldsFragment = { prefixedId: string, amount: number, given: number, percent: number, fulfilled: boolean, createdAt: string, monthlyGift: number | null, campaign: { prefixedId: string, name: string, slug: string, description: string, givingState: string } };

export type DonorPledgesQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type DonorPledgesQuery = { donorPledges: { pledges: Array<{ prefixedId: string, amount: number, given: number, percent: number, fulfilled: boolean, createdAt: string, monthlyGift: number | null, campaign: { prefixedId: string, name: string, slug: string, description: string, givingState: string } }>, openCampaigns: Array<{ prefixedId: string, name: string, description: string, startDate: string | null, endDate: string | null, givingState: string }> } };

export type PledgeToCampaignMutationVariables = Exact<{
  organizationPrefixedId: string;
  campaignPrefixedId: string;
  amount: number;
}>;


export type PledgeToCampaignMutation = { pledgeToCampaign: { prefixedId: string, amount: number, given: number, percent: number, fulfilled: boolean, createdAt: string, monthlyGift: number | null, campaign: { prefixedId: string, name: string, slug: string, description: string, givingState: string } } };

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
export const DonorPledgeFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment DonorPledgeFields on DonorPledge {
  prefixedId
  amount
  given
  percent
  fulfilled
  createdAt
  monthlyGift
  campaign {
    prefixedId
    name
    slug
    description
    givingState
  }
}
    `, {"fragmentName":"DonorPledgeFields"}) as unknown as TypedDocumentString<DonorPledgeFieldsFragment, unknown>;
export const DonorPledgesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query DonorPledges($organizationPrefixedId: ID!) {
  donorPledges(organizationPrefixedId: $organizationPrefixedId) {
    pledges {
      ...DonorPledgeFields
    }
    openCampaigns {
      prefixedId
      name
      description
      startDate
      endDate
      givingState
    }
  }
}
    fragment DonorPledgeFields on DonorPledge {
  prefixedId
  amount
  given
  percent
  fulfilled
  createdAt
  monthlyGift
  campaign {
    prefixedId
    name
    slug
    description
    givingState
  }
}`) as unknown as TypedDocumentString<DonorPledgesQuery, DonorPledgesQueryVariables>;
export const PledgeToCampaignDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation PledgeToCampaign($organizationPrefixedId: ID!, $campaignPrefixedId: ID!, $amount: Cents!) {
  pledgeToCampaign(
    organizationPrefixedId: $organizationPrefixedId
    campaignPrefixedId: $campaignPrefixedId
    amount: $amount
  ) {
    ...DonorPledgeFields
  }
}
    fragment DonorPledgeFields on DonorPledge {
  prefixedId
  amount
  given
  percent
  fulfilled
  createdAt
  monthlyGift
  campaign {
    prefixedId
    name
    slug
    description
    givingState
  }
}`) as unknown as TypedDocumentString<PledgeToCampaignMutation, PledgeToCampaignMutationVariables>;