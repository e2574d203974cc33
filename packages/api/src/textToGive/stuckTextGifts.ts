// Claims a stopped process left (docs/PRODUCT.md §10 "Giving in one reply"): a YES claims its prompt
// (pending → giving) and the process that claimed it charges and records the gift. A process killed
// between the two leaves the prompt `giving`, and the donor, whose YES went unanswered, might never
// text again. This pass finishes such claims without waiting for another YES: it takes over a claim
// older than STALE_CLAIM_MS with the same conditional update a YES uses (so one pass on one instance,
// or one YES, takes it, never two), gives it under the prompt's own idempotency key (a charge the
// stopped process made is answered again, not made twice) and texts the donor what became of it.
import { calendarDateInTimeZone } from '@halo/domain';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { funds, textGiftPrompts } from '../db/schema';
import { isOptedOut } from './smsOptOuts';
import { giveClaimedPrompt, STALE_CLAIM_MS } from './textGifts';
import { giftLink } from './textToGiveReply';

/** Claims looked at in one pass; a pass that finds more leaves the rest to the next. */
const CLAIMS_PER_PASS = 50;

export interface StuckTextGiftSummary {
  /** Claims this pass took over and settled (given or declined). */
  finished: number;
  /** Of them, texted to the donor. */
  texted: number;
}

export async function finishStuckTextGifts(
  app: FastifyInstance,
  now: Date,
  isClosing: () => boolean,
): Promise<StuckTextGiftSummary> {
  const summary: StuckTextGiftSummary = { finished: 0, texted: 0 };
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const stale = and(eq(textGiftPrompts.status, 'giving'), lt(textGiftPrompts.updatedAt, staleBefore));
  const candidates = await app.db
    .select({ id: textGiftPrompts.id })
    .from(textGiftPrompts)
    .where(stale)
    .orderBy(asc(textGiftPrompts.updatedAt))
    .limit(CLAIMS_PER_PASS);

  for (const { id } of candidates) {
    if (isClosing()) break;
    // The take-over, as a late YES makes it: whoever moves `updated_at` first has the claim.
    const [claimed] = await app.db
      .update(textGiftPrompts)
      .set({ updatedAt: now })
      .where(and(eq(textGiftPrompts.id, id), stale))
      .returning();
    if (!claimed) continue;
    const log = app.log.child({ prompt: claimed.prefixedId });
    log.info('text-to-give: the periodic pass finishes a claim a stopped process left');
    const organization = await app.organizations.findById(claimed.organizationId);
    if (!organization) continue;
    const [fund] = await app.db.select().from(funds).where(eq(funds.id, claimed.fundId));
    const context = { organization, publicUrl: app.config.publicUrl };
    const answer = await giveClaimedPrompt(app, {
      context,
      claimed,
      resumed: true,
      fund,
      link: giftLink(context, claimed.amount, fund?.prefixedId ?? null),
      now,
      today: calendarDateInTimeZone(organization.timeZone, now),
      log,
    });
    summary.finished += 1;

    // The donor's YES was never answered: say now what became of it, unless they opted out since.
    if (!organization.smsNumber || (await isOptedOut(app.db, organization.id, claimed.phone))) continue;
    try {
      await app.sms.send({ to: claimed.phone, from: organization.smsNumber, body: answer });
      summary.texted += 1;
    } catch (error) {
      // The gift stands and its receipt is emailed; only the text is lost.
      log.error({ err: error }, 'text-to-give: the answer to a finished claim could not be texted');
    }
  }
  return summary;
}
