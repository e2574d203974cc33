/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContributionStatus =
  | 'failed'
  /** A bank account gift (ACH) waiting to settle; it counts in no total until it has succeeded. */
  | 'processing'
  | 'refunded'
  | 'succeeded';

export type Frequency =
  | 'every_other_week'
  | 'monthly'
  /** Every three months by the monthly rule: a day above 28 becomes the last day of the month. */
  | 'quarterly'
  | 'twice_a_month'
  | 'weekly'
  /** Every twelve months by the monthly rule: a day above 28 becomes the last day of the month. */
  | 'yearly';

export type DonorDashboardReportQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type DonorDashboardReportQuery = { DonorDashboardReport: { totalGifts: number, activeRecurringGifts: number, singleGifts: number, lastGift: { amount: number, fundPrefixedId: string | null, frequency: Types.Frequency | null } | null } };

export type RecentActivityQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type RecentActivityQuery = { RecentActivity: Array<{ type: string, description: string, date: string, amount: number | null, contributionPrefixedId: string | null, status: Types.ContributionStatus | null, fundAccountNames: Array<string>, fundParts: Array<{ name: string, amount: number }> }> };

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

export const DonorDashboardReportDocument = /*#__PURE__*/ new TypedDocumentString(`
    query DonorDashboardReport($organizationPrefixedId: ID!) {
  DonorDashboardReport(organizationPrefixedId: $organizationPrefixedId) {
    totalGifts
    activeRecurringGifts
    singleGifts
    lastGift {
      amount
      fundPrefixedId
      frequency
    }
  }
}
    `) as unknown as TypedDocumentString<DonorDashboardReportQuery, DonorDashboardReportQueryVariables>;
export const RecentActivityDocument = /*#__PURE__*/ new TypedDocumentString(`
    query RecentActivity($organizationPrefixedId: ID!) {
  RecentActivity(organizationPrefixedId: $organizationPrefixedId) {
    type
    description
    date
    amount
    contributionPrefixedId
    status
    fundAccountNames
    fundParts {
      name
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<RecentActivityQuery, RecentActivityQueryVariables>;