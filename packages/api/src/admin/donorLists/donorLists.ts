// The console's donor lists (docs/PRODUCT.md §15, 'view-gifts'): a page of each list with its size,
// for the Donors section. The CSV holds every row (donorListsCsv.ts).
import { formatCardExpiry, recurringGiftRisks, type CalendarDate } from '@halo/domain';
import type {
  AdminDonorListPage,
  AdminRecurringAtRiskPage,
  DonorListOptions,
} from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import { readDonorListOptions } from './donorListOptions';
import {
  donorListRows,
  donorListSize,
  recurringAtRiskRows,
  recurringAtRiskSize,
  type DonorListName,
  type DonorListQuery,
} from './donorListQueries';

/** The rows the console shows of a list; the CSV holds them all. */
export const DONOR_LIST_PAGE_ROWS = 100;

export function donorListQuery(
  scope: AdminScope,
  list: DonorListName,
  options: DonorListOptions | null | undefined,
): DonorListQuery {
  const { period, lapsed, limit } = readDonorListOptions(scope, options);
  return { list, period, lapsed, limit };
}

export async function readDonorList(
  scope: AdminScope,
  list: DonorListName,
  options: DonorListOptions | null | undefined,
): Promise<AdminDonorListPage> {
  const query = donorListQuery(scope, list, options);
  const { db } = scope.app;
  const organizationId = scope.organization.id;
  const [rows, totalResults] = await Promise.all([
    donorListRows(db, organizationId, query, null, DONOR_LIST_PAGE_ROWS),
    donorListSize(db, organizationId, query),
  ]);
  const lapsed = list === 'Lapsed';
  return {
    list,
    startDate: lapsed ? query.lapsed.givenFrom : query.period.start,
    endDate: lapsed ? query.lapsed.givenThrough : query.period.end,
    quietFrom: lapsed ? query.lapsed.quietFrom : null,
    totalResults,
    donors: rows.map(({ donorUserId: _id, ...donor }) => donor),
  };
}

export type RecurringAtRiskRow = Awaited<ReturnType<typeof recurringAtRiskRows>>[number];

/** A gift at risk as the console and the CSV show it, its reasons named by the domain. */
export function presentRecurringAtRisk(row: RecurringAtRiskRow, today: CalendarDate) {
  const card =
    row.expMonth !== null && row.expYear !== null ? { expMonth: row.expMonth, expYear: row.expYear } : null;
  return {
    prefixedId: row.prefixedId,
    donor: { prefixedId: row.donorPrefixedId, name: row.donorName, email: row.donorEmail },
    amount: row.amount,
    scheduleType: row.scheduleType,
    status: row.status,
    nextOccurrence: row.nextOccurrence,
    cardLastFour: row.cardLastFour,
    cardExpiration: card ? formatCardExpiry(card.expMonth, card.expYear) : null,
    risks: recurringGiftRisks(
      {
        status: row.status,
        lastChargeAttemptFailed: row.lastChargeAttemptFailed,
        card,
      },
      today,
    ),
  };
}

export async function readRecurringAtRisk(scope: AdminScope): Promise<AdminRecurringAtRiskPage> {
  const { db } = scope.app;
  const organizationId = scope.organization.id;
  const [rows, totalResults] = await Promise.all([
    recurringAtRiskRows(db, organizationId, scope.today, null, DONOR_LIST_PAGE_ROWS),
    recurringAtRiskSize(db, organizationId, scope.today),
  ]);
  return { totalResults, gifts: rows.map((row) => presentRecurringAtRisk(row, scope.today)) };
}
