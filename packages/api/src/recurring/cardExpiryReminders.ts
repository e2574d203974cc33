// Card expiry reminders, run by the recurring worker for each organization on its own calendar:
// every saved card that pays an active recurring gift and whose reminder day has come (domain
// `expiriesDueForReminder`) gets one email to its donor, once per card and expiry. The reminder's
// row (`card_expiry_reminders`, keyed by card and expiry) is inserted in the transaction that queues
// the email, so a second run or a second API instance finds it and sends nothing.
import {
  cardGoodThrough,
  expiriesDueForReminder,
  resolveLocale,
  type CalendarDate,
  type Frequency,
} from '@halo/domain';
import { and, asc, eq, exists, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizationUrl } from '../core/organizationUrl';
import {
  cardExpiryReminders,
  funds,
  paymentMethods,
  recurringGivingFunds,
  recurringGivings,
  users,
  type OrganizationRow,
} from '../db/schema';
import { giftAmounts } from '../core/giftAmounts';
import { enqueueMail } from '../mail/outbox';
import { issueManageLink } from '../core/emailedLinks/manageLinks';
import { cardExpiryEmail } from './cardExpiryEmail';

/** Active gifts with a date to charge on `card`: what the reminder is about. */
const activeGiftOf = (cardId: ReturnType<typeof sql> | number) =>
  and(
    eq(recurringGivings.paymentMethodId, cardId),
    eq(recurringGivings.status, 'active'),
    isNotNull(recurringGivings.nextOccurrence),
  );

/** Sends the reminders due on `today` in `organization`; returns how many were queued. */
export async function sendCardExpiryReminders(
  app: FastifyInstance,
  organization: OrganizationRow,
  today: CalendarDate,
  now: Date,
): Promise<number> {
  const expiries = expiriesDueForReminder(today);
  if (expiries.length === 0) return 0;
  const due = await app.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.organizationId, organization.id),
        or(
          ...expiries.map((expiry) =>
            and(eq(paymentMethods.expYear, expiry.expYear), eq(paymentMethods.expMonth, expiry.expMonth)),
          ),
        ),
        exists(
          app.db
            .select({ one: sql`1` })
            .from(recurringGivings)
            .where(activeGiftOf(sql`${paymentMethods.id}`)),
        ),
        notExists(
          app.db
            .select({ one: sql`1` })
            .from(cardExpiryReminders)
            .where(
              and(
                eq(cardExpiryReminders.paymentMethodId, paymentMethods.id),
                eq(cardExpiryReminders.expYear, paymentMethods.expYear),
                eq(cardExpiryReminders.expMonth, paymentMethods.expMonth),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(paymentMethods.id));
  let sent = 0;
  for (const { id } of due) {
    if (await remindOnce(app, organization, id, now)) sent += 1;
  }
  return sent;
}

async function remindOnce(
  app: FastifyInstance,
  organization: OrganizationRow,
  cardId: number,
  now: Date,
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const [card] = await tx
      .select({ card: paymentMethods, donor: { email: users.email, locale: users.locale } })
      .from(paymentMethods)
      .innerJoin(users, eq(users.id, paymentMethods.userId))
      .where(eq(paymentMethods.id, cardId));
    // A bank account has no expiry to remind of (docs/PRODUCT.md §22 "Saved bank accounts").
    if (!card || card.card.expMonth === null || card.card.expYear === null) return false;
    const expiry = { expMonth: card.card.expMonth, expYear: card.card.expYear };
    // Read again inside the transaction: the donor may have moved the gifts to another card since.
    const gifts = await tx
      .select()
      .from(recurringGivings)
      .where(and(eq(recurringGivings.organizationId, organization.id), activeGiftOf(cardId)))
      .orderBy(asc(recurringGivings.nextOccurrence), asc(recurringGivings.id));
    if (gifts.length === 0) return false;
    // The claim: whoever inserts the row first sends the email; any other run or instance stops
    // here (on PostgreSQL it waits for the first to commit, then finds the row).
    const [claimed] = await tx
      .insert(cardExpiryReminders)
      .values({
        paymentMethodId: cardId,
        ...expiry,
        organizationId: organization.id,
      })
      .onConflictDoNothing()
      .returning({ paymentMethodId: cardExpiryReminders.paymentMethodId });
    if (!claimed) return false;
    const fundRows = await tx
      .select({ giftId: recurringGivingFunds.recurringGivingId, name: funds.name })
      .from(recurringGivingFunds)
      .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
      .where(
        inArray(
          recurringGivingFunds.recurringGivingId,
          gifts.map((gift) => gift.id),
        ),
      )
      .orderBy(asc(funds.name));
    const settings = { appKey: app.giving.appKey, publicUrl: app.config.publicUrl };
    const lines = [];
    for (const gift of gifts) {
      lines.push({
        chargedCents: giftAmounts(gift.giftAmount, gift.isFeeCovered, {
          percentBps: organization.feePercentBps,
          fixedCents: organization.feeFixedCents,
        }).chargedAmount,
        frequency: gift.scheduleType as Frequency,
        fundNames: fundRows.filter((row) => row.giftId === gift.id).map((row) => row.name),
        nextOccurrence: gift.nextOccurrence!,
        manageUrl: await issueManageLink(tx, settings, organization, gift, now),
      });
    }
    await enqueueMail(
      tx,
      cardExpiryEmail({
        to: card.donor.email,
        locale: resolveLocale(card.donor.locale),
        churchName: organization.displayName,
        country: organization.contact.country,
        currency: organization.currency,
        cardBrand: card.card.brand,
        cardLastFour: card.card.lastFour,
        ...expiry,
        goodThrough: cardGoodThrough(expiry),
        gifts: lines,
        paymentMethodsUrl: organizationUrl(app.config.publicUrl, organization.subdomain, '/payment-methods'),
      }),
      organization.id,
    );
    return true;
  });
}
