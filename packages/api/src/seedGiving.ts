// The demo donor's giving (docs/ARCHITECTURE.md §5): a saved sandbox Visa 4242 (primary), a year of gifts
// ending today across the three funds (some with the fee covered), two active recurring gifts with
// their past occurrences, one refunded and one failed gift. Bulk inserts, so seeding stays fast.
import { type CalendarDate, calendarDateInTimeZone, type Frequency, nextGivingDate } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from './db/database';
import { newPrefixedId } from './db/prefixedId';
import {
  contributionFunds,
  contributions,
  funds,
  organizations,
  paymentMethods,
  processorCustomers,
  recurringGivingFunds,
  recurringGivings,
  sandboxCharges,
  sandboxCustomers,
  sandboxPaymentMethods,
  users,
} from './db/schema';
import { giftAmounts } from './core/giftAmounts';

const DAY_MS = 86_400_000;
const toDay = (date: CalendarDate) => Date.parse(`${date}T00:00:00Z`);
const fromDay = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: CalendarDate, days: number) => fromDay(toDay(date) + days * DAY_MS);
/**
 * `hour` o'clock UTC on `date`, but never later than a minute ago: a gift dated today must not be
 * stamped in the future, or it would sort above whatever the donor does next (recent activity).
 */
const pastInstant = (date: CalendarDate, hour: number, now: number) =>
  new Date(Math.min(toDay(date) + hour * 3_600_000, now - 60_000));

/** Occurrences from `start` through `today`, by the spec's next-date rules. */
function occurrences(start: CalendarDate, frequency: Frequency, today: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let date = start; date <= today; date = nextGivingDate(date, frequency)) dates.push(date);
  return dates;
}

export async function seedDemoGiving(db: Database, organizationId: number, userId: number): Promise<void> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!organization || !user) throw new Error('seed: demo organization or donor missing');
  const fundRows = await db
    .select()
    .from(funds)
    .where(eq(funds.organizationId, organizationId))
    .orderBy(funds.id);
  const fundByName = new Map(fundRows.map((fund) => [fund.name, fund]));
  const general = fundByName.get('General Fund');
  const missions = fundByName.get('Missions');
  if (!general || !missions) throw new Error('seed: demo funds missing');
  const rate = { percentBps: organization.feePercentBps, fixedCents: organization.feeFixedCents };
  const today = calendarDateInTimeZone(organization.timeZone);

  // The card, as the sandbox tokenizer would have stored it (same idempotency key as ensureCustomer).
  const customerId = `cus_sbx_${newPrefixedId('usr').slice(4)}`;
  const cardId = `pm_sbx_${newPrefixedId('usr').slice(4)}`;
  await db.insert(sandboxCustomers).values({
    id: customerId,
    organizationPrefixedId: organization.prefixedId,
    email: user.email,
    name: 'Jordan Rivera',
    idempotencyKey: `customer:${organization.prefixedId}:${user.prefixedId}`,
  });
  const card = { brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2030 };
  await db.insert(sandboxPaymentMethods).values({ id: cardId, customerId, ...card });
  const [customer] = await db
    .insert(processorCustomers)
    .values({ organizationId, userId, processorMode: 'sandbox', customerId })
    .returning();
  if (!customer) throw new Error('seed: processor customer insert returned nothing');
  const [method] = await db
    .insert(paymentMethods)
    .values({
      prefixedId: newPrefixedId('pmt'),
      organizationId,
      userId,
      processorCustomerId: customer.id,
      processorMode: 'sandbox',
      processorId: cardId,
      ...card,
      nickname: 'Everyday Visa',
      isPrimary: true,
      cardholderName: 'Jordan Rivera',
      addressLine1: '48 Maple Street',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62704',
      country: 'US',
    })
    .returning({ id: paymentMethods.id });
  if (!method) throw new Error('seed: payment method insert returned nothing');

  // Two active recurring gifts that started about a year ago.
  const yearAgo = addDays(today, -364);
  const monthlyStart = `${yearAgo.slice(0, 8)}${String(Math.min(Number(yearAgo.slice(8)), 28)).padStart(2, '0')}`;
  const plans = [
    {
      frequency: 'monthly' as const,
      start: monthlyStart,
      amount: 10_000,
      fund: general,
      isFeeCovered: true,
      memo: 'Tithe',
    },
    {
      frequency: 'every_other_week' as const,
      start: addDays(today, -14 * 25),
      amount: 2_500,
      fund: missions,
      isFeeCovered: false,
      memo: 'Missions support',
    },
  ];
  const recurringRows = await db
    .insert(recurringGivings)
    .values(
      plans.map((plan) => {
        const dates = occurrences(plan.start, plan.frequency, today);
        const last = dates[dates.length - 1] ?? null;
        return {
          prefixedId: newPrefixedId('rcg'),
          organizationId,
          donorUserId: userId,
          scheduleType: plan.frequency,
          startDate: plan.start,
          lastOccurrence: last,
          nextOccurrence: last ? nextGivingDate(last, plan.frequency) : plan.start,
          giftAmount: plan.amount,
          isFeeCovered: plan.isFeeCovered,
          memo: plan.memo,
          paymentMethodId: method.id,
        };
      }),
    )
    .returning({ id: recurringGivings.id });
  await db.insert(recurringGivingFunds).values(
    plans.map((plan, index) => ({
      recurringGivingId: recurringRows[index]!.id,
      fundId: plan.fund.id,
      giftAmount: plan.amount,
    })),
  );

  interface Gift {
    date: CalendarDate;
    gift: number;
    fundId: number;
    isFeeCovered: boolean;
    memo: string | null;
    recurringGivingId: number | null;
    status: 'succeeded' | 'failed' | 'refunded';
  }
  const gifts: Gift[] = [];
  plans.forEach((plan, index) => {
    occurrences(plan.start, plan.frequency, today).forEach((date, occurrence) => {
      gifts.push({
        date,
        gift: plan.amount,
        fundId: plan.fund.id,
        isFeeCovered: plan.isFeeCovered,
        memo: plan.memo,
        recurringGivingId: recurringRows[index]!.id,
        // One missed Missions occurrence: the card was declined that day (a failed transaction).
        status: plan.frequency === 'every_other_week' && occurrence === 9 ? 'failed' : 'succeeded',
      });
    });
  });
  const amounts = [2_500, 5_000, 7_500, 15_000, 3_500, 20_000, 4_000];
  for (let month = 0; month < 12; month += 1) {
    for (const [slot, offset] of [5, 19].entries()) {
      const index = month * 2 + slot;
      gifts.push({
        date: addDays(today, -(month * 30 + offset)),
        gift: amounts[index % amounts.length]!,
        fundId: fundRows[index % fundRows.length]!.id,
        isFeeCovered: index % 3 === 0,
        memo: index % 4 === 0 ? 'In memory of Grandma Rose' : null,
        recurringGivingId: null,
        status: index === 7 ? 'refunded' : 'succeeded',
      });
    }
  }
  gifts.sort((a, b) => a.date.localeCompare(b.date));

  const seededAt = Date.now();
  const rows = gifts.map((gift) => {
    const money = giftAmounts(gift.gift, gift.isFeeCovered, rate);
    const failed = gift.status === 'failed';
    return {
      gift,
      chargeId: failed ? null : `ch_sbx_${newPrefixedId('usr').slice(4)}`,
      contribution: {
        prefixedId: newPrefixedId('con'),
        organizationId,
        donorUserId: userId,
        ...(failed
          ? {
              chargedAmount: money.chargedAmount,
              fee: 0,
              netAmount: money.chargedAmount,
              coveredFee: money.coveredFee,
            }
          : money),
        isFeeCovered: gift.isFeeCovered,
        currency: organization.currency,
        status: gift.status,
        refundedAt: gift.status === 'refunded' ? pastInstant(addDays(gift.date, 2), 15, seededAt) : null,
        refundReason: gift.status === 'refunded' ? 'Duplicate gift, refunded at the donor’s request' : null,
        failureCode: failed ? 'insufficient_funds' : null,
        memo: gift.memo,
        paymentMethodId: method.id,
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
        recurringGivingId: gift.recurringGivingId,
        occurrenceDate: gift.recurringGivingId ? gift.date : null,
        processorMode: 'sandbox' as const,
        date: gift.date,
        createdAt: pastInstant(gift.date, 16, seededAt),
      },
    };
  });
  await db.insert(sandboxCharges).values(
    rows.flatMap(({ chargeId, contribution }) =>
      chargeId
        ? [
            {
              id: chargeId,
              idempotencyKey: `seed:${contribution.prefixedId}`,
              customerId,
              paymentMethodId: cardId,
              amountCents: contribution.chargedAmount,
              currency: 'usd',
              description: `Gift to ${organization.name}`,
              metadata: { organization_prefixed_id: organization.prefixedId },
              status: 'succeeded' as const,
              refundedCents: contribution.status === 'refunded' ? contribution.chargedAmount : 0,
            },
          ]
        : [],
    ),
  );
  const inserted = await db
    .insert(contributions)
    .values(rows.map(({ chargeId, contribution }) => ({ ...contribution, processorChargeId: chargeId })))
    .returning({ id: contributions.id });
  await db.insert(contributionFunds).values(
    rows.map(({ gift, contribution }, index) => ({
      contributionId: inserted[index]!.id,
      fundId: gift.fundId,
      chargedAmount: contribution.chargedAmount,
      netAmount: contribution.netAmount,
    })),
  );
}
