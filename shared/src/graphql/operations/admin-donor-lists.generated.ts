/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The donor lists that list donors. */
export type DonorList =
  | 'FirstTime'
  | 'Lapsed'
  | 'TopGivers';

/** Every donor list, as a CSV file. */
export type DonorListFile =
  | 'AtRisk'
  | 'FirstTime'
  | 'Lapsed'
  | 'TopGivers';

export type DonorListOptions = {
  endDate: string | null | undefined;
  /** Top givers: how many (1–500, 25 when empty). */
  limit: number | null | undefined;
  /** Lapsed: the months before the quiet days in which the donor gave (1–60, 12 when empty). */
  lookbackMonths: number | null | undefined;
  /** Lapsed: the most recent days, today included, without a gift (1–730, 90 when empty). */
  quietDays: number | null | undefined;
  /** YYYY-MM-DD, first-time and top givers' period; both empty: the last 30 days, today included. */
  startDate: string | null | undefined;
};

export type AdminDonorListQueryVariables = Exact<{
  organizationPrefixedId: string;
  list: Types.DonorList;
  options: Types.DonorListOptions | null | undefined;
}>;


export type AdminDonorListQuery = { adminDonorList: { list: Types.DonorList, startDate: string, endDate: string, quietFrom: string | null, totalResults: number, donors: Array<{ prefixedId: string, name: string, email: string, giftCount: number, totalGiven: number, firstGiftDate: string, lastGiftDate: string }> } };

export type AdminRecurringAtRiskQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminRecurringAtRiskQuery = { adminRecurringAtRisk: { totalResults: number, gifts: Array<{ prefixedId: string, amount: number, scheduleType: string, status: string, nextOccurrence: string | null, cardLastFour: string | null, cardExpiration: string | null, risks: Array<string>, donor: { prefixedId: string, name: string, email: string } }> } };

export type AdminDonorListExportQueryVariables = Exact<{
  organizationPrefixedId: string;
  list: Types.DonorListFile;
  options: Types.DonorListOptions | null | undefined;
}>;


export type AdminDonorListExportQuery = { adminDonorListExport: { url: string, fileName: string, contentType: string } };

export type AdminDonorListsWeeklyEmailQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminDonorListsWeeklyEmailQuery = { adminDonorListsWeeklyEmail: boolean };

export type SetAdminDonorListsWeeklyEmailMutationVariables = Exact<{
  organizationPrefixedId: string;
  enabled: boolean;
}>;


export type SetAdminDonorListsWeeklyEmailMutation = { setAdminDonorListsWeeklyEmail: boolean };

export type AdminDonorListsWeeklyEmailPreviewQueryVariables = Exact<{
  organizationPrefixedId: string;
}>;


export type AdminDonorListsWeeklyEmailPreviewQuery = { adminDonorListsWeeklyEmailPreview: { weekStart: string, made: boolean, sendsEmail: boolean, subject: string, text: string } };

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

export const AdminDonorListDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDonorList($organizationPrefixedId: ID!, $list: DonorList!, $options: DonorListOptions) {
  adminDonorList(
    organizationPrefixedId: $organizationPrefixedId
    list: $list
    options: $options
  ) {
    list
    startDate
    endDate
    quietFrom
    totalResults
    donors {
      prefixedId
      name
      email
      giftCount
      totalGiven
      firstGiftDate
      lastGiftDate
    }
  }
}
    `) as unknown as TypedDocumentString<AdminDonorListQuery, AdminDonorListQueryVariables>;
export const AdminRecurringAtRiskDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminRecurringAtRisk($organizationPrefixedId: ID!) {
  adminRecurringAtRisk(organizationPrefixedId: $organizationPrefixedId) {
    totalResults
    gifts {
      prefixedId
      donor {
        prefixedId
        name
        email
      }
      amount
      scheduleType
      status
      nextOccurrence
      cardLastFour
      cardExpiration
      risks
    }
  }
}
    `) as unknown as TypedDocumentString<AdminRecurringAtRiskQuery, AdminRecurringAtRiskQueryVariables>;
export const AdminDonorListExportDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDonorListExport($organizationPrefixedId: ID!, $list: DonorListFile!, $options: DonorListOptions) {
  adminDonorListExport(
    organizationPrefixedId: $organizationPrefixedId
    list: $list
    options: $options
  ) {
    url
    fileName
    contentType
  }
}
    `) as unknown as TypedDocumentString<AdminDonorListExportQuery, AdminDonorListExportQueryVariables>;
export const AdminDonorListsWeeklyEmailDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDonorListsWeeklyEmail($organizationPrefixedId: ID!) {
  adminDonorListsWeeklyEmail(organizationPrefixedId: $organizationPrefixedId)
}
    `) as unknown as TypedDocumentString<AdminDonorListsWeeklyEmailQuery, AdminDonorListsWeeklyEmailQueryVariables>;
export const SetAdminDonorListsWeeklyEmailDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation SetAdminDonorListsWeeklyEmail($organizationPrefixedId: ID!, $enabled: Boolean!) {
  setAdminDonorListsWeeklyEmail(
    organizationPrefixedId: $organizationPrefixedId
    enabled: $enabled
  )
}
    `) as unknown as TypedDocumentString<SetAdminDonorListsWeeklyEmailMutation, SetAdminDonorListsWeeklyEmailMutationVariables>;
export const AdminDonorListsWeeklyEmailPreviewDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminDonorListsWeeklyEmailPreview($organizationPrefixedId: ID!) {
  adminDonorListsWeeklyEmailPreview(
    organizationPrefixedId: $organizationPrefixedId
  ) {
    weekStart
    made
    sendsEmail
    subject
    text
  }
}
    `) as unknown as TypedDocumentString<AdminDonorListsWeeklyEmailPreviewQuery, AdminDonorListsWeeklyEmailPreviewQueryVariables>;