// The console's deposits (docs/CONTRACTS.md "Deposits"), read with 'view-gifts', the ability that
// reads the church's gifts, and only within the session's church.
import { inArray, sql } from 'drizzle-orm';
import type { AdminDeposit, QueryResolvers } from '../../graphql/resolverTypes.generated';
import type { Database } from '../../db/database';
import { depositGifts } from '../../db/schema';
import { notFoundError } from '../../core/localizedRefusals';
import { adminScope } from '../adminScope';
import {
  depositAdjustmentLines,
  depositFundLines,
  depositGiftCount,
  depositGiftPage,
  findDeposit,
  listDeposits,
  type ListedDeposit,
} from '../deposits/depositReads';
import { depositCsvPath } from '../deposits/depositCsvPath';
import { MAX_PAGE_ROWS, readPaging } from '../giftFilters';
import { validationError } from '../../graphql/portalErrors';
import { adminMessage } from '../adminMessages';

async function giftCounts(db: Database, depositIds: number[]): Promise<Map<number, number>> {
  if (depositIds.length === 0) return new Map();
  const rows = await db
    .select({ depositId: depositGifts.depositId, count: sql<number>`count(*)::integer` })
    .from(depositGifts)
    .where(inArray(depositGifts.depositId, depositIds))
    .groupBy(depositGifts.depositId);
  return new Map(rows.map((row) => [row.depositId, Number(row.count)]));
}

function presentDeposit(row: ListedDeposit, giftCount: number): AdminDeposit {
  return {
    prefixedId: row.prefixedId,
    source: row.source,
    payoutId: row.payoutId,
    batchName: row.batchName,
    payoutDate: row.payoutDate,
    arrivalDate: row.arrivalDate,
    status: row.status,
    gross: row.gross,
    fees: row.fees,
    refunds: row.refunds,
    disputes: row.disputes,
    carriedIn: row.carriedIn,
    otherActivity: row.otherActivity,
    manualPayout: row.manual,
    net: row.net,
    giftCount,
  };
}

export const depositQueries: Pick<QueryResolvers, 'adminDeposits' | 'adminDeposit' | 'adminDepositGifts'> = {
  async adminDeposits(_parent, { organizationPrefixedId, after, first }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['view-gifts']);
    const paging = readPaging(scope, 'after', after, first);
    const page = await listDeposits(scope.app.db, scope.organization.id, paging.keyset, paging.first);
    const counts = await giftCounts(
      scope.app.db,
      page.rows.map((row) => row.id),
    );
    return {
      items: page.rows.map((row) => presentDeposit(row, counts.get(row.id) ?? 0)),
      nextCursor: page.nextCursor,
    };
  },

  async adminDeposit(_parent, { organizationPrefixedId, depositPrefixedId, giftsFirst }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['view-gifts']);
    const { db } = scope.app;
    const firstGifts = giftsFirst ?? 50;
    if (!Number.isSafeInteger(firstGifts) || firstGifts < 1 || firstGifts > MAX_PAGE_ROWS) {
      throw validationError({ giftsFirst: [adminMessage(scope.locale, 'firstInvalid')] });
    }
    const row = await findDeposit(db, scope.organization.id, depositPrefixedId);
    if (!row) throw notFoundError(scope.locale);
    const [giftCount, gifts, adjustments, funds] = await Promise.all([
      depositGiftCount(db, row.id),
      depositGiftPage(db, row.id, null, firstGifts),
      depositAdjustmentLines(db, row.id, scope.organization.timeZone),
      depositFundLines(db, row.id),
    ]);
    return {
      deposit: presentDeposit(row, giftCount),
      gifts: gifts.gifts,
      giftsNextCursor: gifts.nextCursor,
      adjustments,
      funds,
      csvPath: depositCsvPath(row.prefixedId),
    };
  },

  async adminDepositGifts(_parent, { organizationPrefixedId, depositPrefixedId, after, first }, context) {
    const scope = adminScope(context, organizationPrefixedId, ['view-gifts']);
    const paging = readPaging(scope, 'after', after, first);
    const row = await findDeposit(scope.app.db, scope.organization.id, depositPrefixedId);
    if (!row) throw notFoundError(scope.locale);
    const page = await depositGiftPage(scope.app.db, row.id, paging.keyset, paging.first);
    return { items: page.gifts, nextCursor: page.nextCursor };
  },
};
