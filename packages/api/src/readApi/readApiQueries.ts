// What the read API reads, always within the key's church. Gifts go newest first by (date, id) on
// the console's index; the other lists oldest first by (created_at, id), so a program that syncs finds
// what is new at the end. Each page is one query, and its funds one more for the whole page.
import { sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { encodeCursor, type Keyset } from '../core/keysetCursor';
import type {
  campaignSchema,
  depositSchema,
  donorSchema,
  fundSchema,
  fundShareSchema,
  giftSchema,
  recurringGiftSchema,
} from './readApiSchemas';

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  organizationId: number;
  currency: string;
  limit: number;
  after: Keyset | null;
}

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** Millisecond instants, so a cursor's ISO text compares exactly as the rows were ordered. */
const createdMs = (column: SQL) => sql`date_trunc('milliseconds', ${column})`;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** One more row than asked tells whether a next page exists. */
function pageOf<T>(rows: Row[], limit: number, keyOf: (row: Row) => Keyset, present: (row: Row) => T) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    data: shown.map(present),
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}

async function fundSharesOf(
  db: Database,
  table: 'contribution_funds' | 'recurring_giving_funds',
  ids: number[],
): Promise<Map<number, v.InferOutput<typeof fundShareSchema>[]>> {
  const shares = new Map<number, v.InferOutput<typeof fundShareSchema>[]>();
  if (ids.length === 0) return shares;
  const owner = table === 'contribution_funds' ? sql`cf.contribution_id` : sql`cf.recurring_giving_id`;
  // A gift's fund shares of what was charged; a recurring gift's parts of the gift before any fee.
  const amount = table === 'contribution_funds' ? sql`cf.charged_amount` : sql`cf.gift_amount`;
  const rows = await rowsOf(
    db,
    sql`select ${owner} as owner, f.prefixed_id, f.name, ${amount} as amount
        from ${sql.raw(table)} cf join funds f on f.id = cf.fund_id
        where ${owner} = any(${sql.param(ids)}::int[])
        order by f.position, f.id`,
  );
  for (const row of rows) {
    const list = shares.get(Number(row.owner)) ?? [];
    list.push({ fundId: String(row.prefixed_id), fundName: String(row.name), amount: Number(row.amount) });
    shares.set(Number(row.owner), list);
  }
  return shares;
}

export async function readGifts(
  db: Database,
  page: PageRequest,
): Promise<Page<v.InferOutput<typeof giftSchema>>> {
  const after = page.after ? sql`and (c.date, c.id) < (${page.after.key}::date, ${page.after.id})` : sql``;
  const rows = await rowsOf(
    db,
    sql`select c.id, c.prefixed_id, c.date::text as date, c.status, c.charged_amount as amount, c.covered_fee, c.fee,
               c.net_amount, c.refunded_amount, c.currency, c.offline_method, c.created_at,
               u.prefixed_id as donor_id, r.prefixed_id as recurring_id, cm.prefixed_id as campaign_id,
               d.prefixed_id as deposit_id
        from contributions c
        left join users u on u.id = c.donor_user_id
        left join recurring_givings r on r.id = c.recurring_giving_id
        left join campaigns cm on cm.id = c.campaign_id
        left join deposit_gifts dg on dg.contribution_id = c.id
        left join deposits d on d.id = dg.deposit_id
        where c.organization_id = ${page.organizationId} ${after}
        order by c.date desc, c.id desc
        limit ${page.limit + 1}`,
  );
  const funds = await fundSharesOf(
    db,
    'contribution_funds',
    rows.slice(0, page.limit).map((row) => Number(row.id)),
  );
  return pageOf(
    rows,
    page.limit,
    (row) => ({ key: String(row.date), id: Number(row.id) }),
    (row) => ({
      id: String(row.prefixed_id),
      date: String(row.date),
      status: row.status as 'succeeded' | 'failed' | 'refunded' | 'processing',
      amount: Number(row.amount),
      coveredFee: Number(row.covered_fee),
      fee: Number(row.fee),
      net: Number(row.net_amount),
      refunded: Number(row.refunded_amount),
      currency: String(row.currency).toUpperCase(),
      donorId: text(row.donor_id),
      recurringGiftId: text(row.recurring_id),
      campaignId: text(row.campaign_id),
      method: (text(row.offline_method) ?? 'online') as 'online',
      funds: funds.get(Number(row.id)) ?? [],
      depositId: text(row.deposit_id),
      createdAt: iso(row.created_at),
    }),
  );
}

/** Oldest first by (created_at, id), for the lists other than gifts. */
function createdAfter(alias: string, after: Keyset | null): SQL {
  if (!after) return sql``;
  return sql`and (${createdMs(sql.raw(`${alias}.created_at`) as unknown as SQL)}, ${sql.raw(`${alias}.id`)}) > (${after.key}::timestamptz, ${after.id})`;
}

const createdKey = (row: Row): Keyset => ({ key: iso(row.created_at), id: Number(row.id) });

/** Accounts of the church that have given (the database's per-donor totals hold a row). */
export async function readDonors(
  db: Database,
  page: PageRequest,
): Promise<Page<v.InferOutput<typeof donorSchema>>> {
  const rows = await rowsOf(
    db,
    sql`select u.id, u.prefixed_id, u.email, p.first_name, p.last_name, u.created_at
        from users u left join people p on p.user_id = u.id
        where u.organization_id = ${page.organizationId}
          and exists (select 1 from donor_gift_totals t where t.donor_user_id = u.id and t.organization_id = u.organization_id)
          ${createdAfter('u', page.after)}
        order by date_trunc('milliseconds', u.created_at), u.id
        limit ${page.limit + 1}`,
  );
  return pageOf(rows, page.limit, createdKey, (row) => ({
    id: String(row.prefixed_id),
    email: String(row.email),
    firstName: text(row.first_name),
    lastName: text(row.last_name),
    createdAt: iso(row.created_at),
  }));
}

export async function readFunds(
  db: Database,
  page: PageRequest,
): Promise<Page<v.InferOutput<typeof fundSchema>>> {
  const rows = await rowsOf(
    db,
    sql`select f.id, f.prefixed_id, f.name, f.is_default, f.is_enabled, f.is_online_giving_visible, f.created_at
        from funds f where f.organization_id = ${page.organizationId} ${createdAfter('f', page.after)}
        order by date_trunc('milliseconds', f.created_at), f.id
        limit ${page.limit + 1}`,
  );
  return pageOf(rows, page.limit, createdKey, (row) => ({
    id: String(row.prefixed_id),
    name: String(row.name),
    isDefault: Boolean(row.is_default),
    isEnabled: Boolean(row.is_enabled),
    isOnlineGivingVisible: Boolean(row.is_online_giving_visible),
    createdAt: iso(row.created_at),
  }));
}

export async function readRecurringGifts(
  db: Database,
  page: PageRequest,
): Promise<Page<v.InferOutput<typeof recurringGiftSchema>>> {
  const rows = await rowsOf(
    db,
    sql`select r.id, r.prefixed_id, u.prefixed_id as donor_id, r.status, r.schedule_type, r.gift_amount as amount,
               r.is_fee_covered, r.start_date::text as start_date, r.next_occurrence::text as next_date,
               r.end_date::text as end_date, cm.prefixed_id as campaign_id, r.created_at
        from recurring_givings r
        join users u on u.id = r.donor_user_id
        left join campaigns cm on cm.id = r.campaign_id
        where r.organization_id = ${page.organizationId} ${createdAfter('r', page.after)}
        order by date_trunc('milliseconds', r.created_at), r.id
        limit ${page.limit + 1}`,
  );
  const funds = await fundSharesOf(
    db,
    'recurring_giving_funds',
    rows.slice(0, page.limit).map((row) => Number(row.id)),
  );
  return pageOf(rows, page.limit, createdKey, (row) => ({
    id: String(row.prefixed_id),
    donorId: String(row.donor_id),
    status: row.status as 'active',
    frequency: String(row.schedule_type),
    amount: Number(row.amount),
    isFeeCovered: Boolean(row.is_fee_covered),
    currency: page.currency,
    startDate: String(row.start_date),
    nextDate: text(row.next_date),
    endDate: text(row.end_date),
    campaignId: text(row.campaign_id),
    funds: funds.get(Number(row.id)) ?? [],
    createdAt: iso(row.created_at),
  }));
}

export async function readCampaigns(
  db: Database,
  page: PageRequest,
): Promise<Page<v.InferOutput<typeof campaignSchema>>> {
  const rows = await rowsOf(
    db,
    sql`select c.id, c.prefixed_id, c.name, c.slug, c.goal, c.status, c.start_date::text as start_date,
               c.end_date::text as end_date, c.created_at
        from campaigns c where c.organization_id = ${page.organizationId} ${createdAfter('c', page.after)}
        order by date_trunc('milliseconds', c.created_at), c.id
        limit ${page.limit + 1}`,
  );
  return pageOf(rows, page.limit, createdKey, (row) => ({
    id: String(row.prefixed_id),
    name: String(row.name),
    slug: String(row.slug),
    goal: Number(row.goal),
    currency: page.currency,
    status: row.status as 'open',
    startDate: text(row.start_date),
    endDate: text(row.end_date),
    createdAt: iso(row.created_at),
  }));
}

/** The church's deposits oldest first, so a bookkeeping program that syncs finds the new ones at the end. */
export async function readDeposits(
  db: Database,
  page: PageRequest,
): Promise<Page<v.InferOutput<typeof depositSchema>>> {
  const rows = await rowsOf(
    db,
    sql`select d.id, d.prefixed_id, d.source, d.payout_id, d.payout_date::text as payout_date,
               d.arrival_date::text as arrival_date, d.status, d.gross, d.fees, d.refunds, d.disputes,
               d.carried_in, d.other_activity, d.manual, d.net, d.created_at
        from deposits d where d.organization_id = ${page.organizationId} ${createdAfter('d', page.after)}
        order by date_trunc('milliseconds', d.created_at), d.id
        limit ${page.limit + 1}`,
  );
  return pageOf(rows, page.limit, createdKey, (row) => ({
    id: String(row.prefixed_id),
    source: row.source as 'sandbox',
    payoutId: String(row.payout_id),
    date: String(row.payout_date),
    arrivalDate: String(row.arrival_date),
    status: row.status as 'paid',
    gross: Number(row.gross),
    fees: Number(row.fees),
    refunds: Number(row.refunds),
    disputes: Number(row.disputes),
    carriedIn: Number(row.carried_in),
    otherActivity: Number(row.other_activity),
    manualPayout: row.manual === true,
    net: Number(row.net),
    currency: page.currency,
    createdAt: iso(row.created_at),
  }));
}
