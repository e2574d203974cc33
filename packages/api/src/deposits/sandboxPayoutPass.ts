// The sandbox's payouts (docs/PRODUCT.md §19): for each sandbox church, each day since its last
// payout (today for its first), one deposit of every card gift charged 2 or more calendar days
// earlier on the church's calendar that no deposit holds, and every refund and dispute made by then
// on a gift paid out. Exactly once whatever runs it: a sandbox deposit is unique per church and day,
// a gift, refund or dispute per deposit line, so a second instance's pass (or one after kill -9,
// whose transaction rolled back) finds the day taken and adds nothing. The figures are summed by the
// database from the lines. A gift's fee is the one it recorded, what the processor charged for it
// (docs/PRODUCT.md §22), and a dispute's fee the one its dispute recorded, so a deposit and its gifts
// agree to the cent.
import {
  calendarDateInTimeZone,
  depositArrivalDate,
  lastChargeDayPaidOn,
  payoutDaysToRun,
} from '@halo/domain';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emitDepositPaid } from '../core/webhooks/depositWebhookEvents';
import { newPrefixedId } from '../db/prefixedId';
import { deposits, organizations } from '../db/schema';

export interface PayoutPassSummary {
  deposits: number;
}

/** One pass over every sandbox church, as of `now`. */
export async function runSandboxPayouts(
  db: Database,
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<PayoutPassSummary> {
  const churches = await db
    .select({ id: organizations.id, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.processorMode, 'sandbox'));
  let made = 0;
  for (const church of churches) {
    if (shouldStop()) break;
    made += await payOutChurch(db, church, calendarDateInTimeZone(church.timeZone, now));
  }
  return { deposits: made };
}

/** The church's payouts up to `today`; the number of deposits made. */
export async function payOutChurch(
  db: Database,
  church: { id: number; timeZone: string },
  today: string,
): Promise<number> {
  const [last] = await db
    .select({ day: max(deposits.payoutDate) })
    .from(deposits)
    .where(and(eq(deposits.organizationId, church.id), eq(deposits.source, 'sandbox')));
  let made = 0;
  for (const day of payoutDaysToRun(last?.day ?? null, today)) {
    if (await payOutDay(db, church, day)) made += 1;
  }
  return made;
}

/** Gifts of the church a sandbox payout may take: charged online by the sandbox, not failed. */
const payableGifts = (organizationId: number, lastChargeDay: string) => sql`
  FROM contributions c
  WHERE c.organization_id = ${organizationId}
    AND c.processor_mode = 'sandbox'
    AND c.offline_method IS NULL
    AND c.status IN ('succeeded', 'refunded')
    AND c.date <= ${lastChargeDay}
    AND NOT EXISTS (SELECT 1 FROM deposit_gifts dg WHERE dg.contribution_id = c.id)`;

/** Refunds made by the end of `day` on the church's calendar, on a gift some deposit paid. */
const payableRefunds = (organizationId: number, timeZone: string, day: string) => sql`
  FROM contribution_refunds r
  JOIN deposit_gifts paid ON paid.contribution_id = r.contribution_id
  WHERE r.organization_id = ${organizationId}
    AND (r.created_at AT TIME ZONE ${timeZone})::date <= ${day}
    AND NOT EXISTS (SELECT 1 FROM deposit_refunds dr WHERE dr.refund_id = r.id)`;

const payableDisputes = (organizationId: number, timeZone: string, day: string) => sql`
  FROM contribution_disputes d
  JOIN deposit_gifts paid ON paid.contribution_id = d.contribution_id
  WHERE d.organization_id = ${organizationId}
    AND (d.created_at AT TIME ZONE ${timeZone})::date <= ${day}
    AND NOT EXISTS (SELECT 1 FROM deposit_disputes dd WHERE dd.dispute_id = d.id)`;

/**
 * The payout of one day, in one transaction: the deposit row first (it holds the day, so a second
 * pass waits on it and then adds nothing), its lines, then its figures summed from them. A payout
 * of nothing makes no deposit.
 */
async function payOutDay(
  db: Database,
  church: { id: number; timeZone: string },
  day: string,
): Promise<boolean> {
  const lastChargeDay = lastChargeDayPaidOn(day);
  return db.transaction(async (tx) => {
    const prefixedId = newPrefixedId('dep');
    const inserted = await tx.execute(sql`
      INSERT INTO deposits (prefixed_id, organization_id, source, payout_id, payout_date, arrival_date, status)
      SELECT ${prefixedId}, ${church.id}, 'sandbox', ${`po_sandbox_${day}`}, ${day}, ${depositArrivalDate(day)}, 'paid'
      WHERE EXISTS (SELECT 1 ${payableGifts(church.id, lastChargeDay)})
         OR EXISTS (SELECT 1 ${payableRefunds(church.id, church.timeZone, day)})
         OR EXISTS (SELECT 1 ${payableDisputes(church.id, church.timeZone, day)})
      ON CONFLICT DO NOTHING
      RETURNING id`);
    const depositId = (inserted as unknown as { rows: { id: number }[] }).rows[0]?.id;
    if (depositId === undefined) return false;
    await tx.execute(sql`
      INSERT INTO deposit_gifts (deposit_id, contribution_id, amount, fee)
      SELECT ${depositId}, c.id, c.charged_amount, c.fee ${payableGifts(church.id, lastChargeDay)}
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO deposit_refunds (deposit_id, refund_id, amount)
      SELECT ${depositId}, r.id, r.amount ${payableRefunds(church.id, church.timeZone, day)}
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO deposit_disputes (deposit_id, dispute_id, amount, fee)
      SELECT ${depositId}, d.id, d.amount, d.fee ${payableDisputes(church.id, church.timeZone, day)}
      ON CONFLICT DO NOTHING`);
    await sumDepositFigures(tx, depositId);
    await emitDepositPaid(tx, { id: depositId, organizationId: church.id });
    return true;
  });
}

/**
 * A deposit's figures from its lines, with the negative net of the church's payout before it carried
 * in; its status `carried` when its own net is negative.
 */
async function sumDepositFigures(tx: Pick<Database, 'execute'>, depositId: number): Promise<void> {
  await tx.execute(sql`
    WITH lines AS (
      SELECT
        (SELECT coalesce(sum(amount), 0) FROM deposit_gifts WHERE deposit_id = ${depositId})::integer AS gross,
        ((SELECT coalesce(sum(fee), 0) FROM deposit_gifts WHERE deposit_id = ${depositId})
          + (SELECT coalesce(sum(fee), 0) FROM deposit_disputes WHERE deposit_id = ${depositId}))::integer AS fees,
        (SELECT coalesce(sum(amount), 0) FROM deposit_refunds WHERE deposit_id = ${depositId})::integer AS refunds,
        (SELECT coalesce(sum(amount), 0) FROM deposit_disputes WHERE deposit_id = ${depositId})::integer AS disputes,
        least(coalesce((
          SELECT before.net FROM deposits before, deposits this
          WHERE this.id = ${depositId}
            AND before.organization_id = this.organization_id
            AND before.source = this.source
            AND before.id <> this.id
            AND (before.payout_date, before.id) < (this.payout_date, this.id)
          ORDER BY before.payout_date DESC, before.id DESC
          LIMIT 1), 0), 0)::integer AS carried_in
    )
    UPDATE deposits SET
      gross = lines.gross,
      fees = lines.fees,
      refunds = lines.refunds,
      disputes = lines.disputes,
      carried_in = lines.carried_in,
      net = lines.gross - lines.fees - lines.refunds - lines.disputes + lines.carried_in,
      status = CASE WHEN lines.gross - lines.fees - lines.refunds - lines.disputes + lines.carried_in < 0
        THEN 'carried' ELSE 'paid' END
    FROM lines
    WHERE deposits.id = ${depositId}`);
}
