/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schemaTypes';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Each giving report, as a CSV file. */
export type GivingReportFile =
  | 'ByFundByMonth'
  | 'ByMethod'
  | 'ByMonth';

export type GivingReportRange = {
  endDate: string | null | undefined;
  /** YYYY-MM-DD, both days included; both empty: this month and the eleven before it, through today. */
  startDate: string | null | undefined;
};

export type AdminGivingReportsQueryVariables = Exact<{
  organizationPrefixedId: string;
  range: Types.GivingReportRange | null | undefined;
}>;


export type AdminGivingReportsQuery = { adminGivingReports: { startDate: string, endDate: string, lastYearStartDate: string, lastYearEndDate: string, totalAmount: number, totalCount: number, lastYearTotalAmount: number, lastYearTotalCount: number, firstTimeGivers: number, lastYearFirstTimeGivers: number, byFundByMonth: Array<{ fundPrefixedId: string, fundName: string, month: string, amount: number, count: number }>, byMethod: Array<{ method: string, amount: number, count: number, lastYearAmount: number, lastYearCount: number }>, byMonth: Array<{ month: string, amount: number, count: number, lastYearAmount: number, lastYearCount: number }> } };

export type AdminGivingByMonthQueryVariables = Exact<{
  organizationPrefixedId: string;
  range: Types.GivingReportRange | null | undefined;
}>;


export type AdminGivingByMonthQuery = { adminGivingReports: { startDate: string, endDate: string, byMonth: Array<{ month: string, amount: number, count: number, lastYearAmount: number, lastYearCount: number }> } };

export type AdminGivingReportExportQueryVariables = Exact<{
  organizationPrefixedId: string;
  report: Types.GivingReportFile;
  range: Types.GivingReportRange | null | undefined;
}>;


export type AdminGivingReportExportQuery = { adminGivingReportExport: { url: string, fileName: string, contentType: string } };

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

export const AdminGivingReportsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminGivingReports($organizationPrefixedId: ID!, $range: GivingReportRange) {
  adminGivingReports(
    organizationPrefixedId: $organizationPrefixedId
    range: $range
  ) {
    startDate
    endDate
    lastYearStartDate
    lastYearEndDate
    totalAmount
    totalCount
    lastYearTotalAmount
    lastYearTotalCount
    byFundByMonth {
      fundPrefixedId
      fundName
      month
      amount
      count
    }
    byMethod {
      method
      amount
      count
      lastYearAmount
      lastYearCount
    }
    byMonth {
      month
      amount
      count
      lastYearAmount
      lastYearCount
    }
    firstTimeGivers
    lastYearFirstTimeGivers
  }
}
    `) as unknown as TypedDocumentString<AdminGivingReportsQuery, AdminGivingReportsQueryVariables>;
export const AdminGivingByMonthDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminGivingByMonth($organizationPrefixedId: ID!, $range: GivingReportRange) {
  adminGivingReports(
    organizationPrefixedId: $organizationPrefixedId
    range: $range
  ) {
    startDate
    endDate
    byMonth {
      month
      amount
      count
      lastYearAmount
      lastYearCount
    }
  }
}
    `) as unknown as TypedDocumentString<AdminGivingByMonthQuery, AdminGivingByMonthQueryVariables>;
export const AdminGivingReportExportDocument = /*#__PURE__*/ new TypedDocumentString(`
    query AdminGivingReportExport($organizationPrefixedId: ID!, $report: GivingReportFile!, $range: GivingReportRange) {
  adminGivingReportExport(
    organizationPrefixedId: $organizationPrefixedId
    report: $report
    range: $range
  ) {
    url
    fileName
    contentType
  }
}
    `) as unknown as TypedDocumentString<AdminGivingReportExportQuery, AdminGivingReportExportQueryVariables>;