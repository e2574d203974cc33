// moveRecurringGivings: a donor's live recurring gifts follow them from one saved card to another in
// one step (docs/PRODUCT.md §2 Payment methods), against the real app on PGlite or PostgreSQL.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { activityEvents, outboxMessages, paymentMethods, recurringGivings, users } from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { startTestApp, type TestApp } from './helper';
import {
  firstError,
  registerDonorWithGiving,
  signInDemoDonor,
  snapshotDonorData,
  type PortalDonor,
} from './portalFixtures';

const MOVE = /* GraphQL */ `
  mutation Move($org: ID!, $from: ID!, $to: ID!) {
    moveRecurringGivings(organizationPrefixedId: $org, fromProcessorId: $from, toProcessorId: $to) {
      prefixedId
      status
      paymentMethod {
        processorId
        type
        lastFour
      }
    }
  }
`;
const COUNTS = /* GraphQL */ `
  query Cards($org: ID!) {
    donorPaymentMethods(organizationPrefixedId: $org) {
      processorId
      recurringGivingsCount
    }
  }
`;

jest.setTimeout(20_000);

let testApp: TestApp;
let donor: PortalDonor;
const mastercardId = `pm_sbx_move_mc_${Date.now()}`;
const expiredId = `pm_sbx_move_old_${Date.now()}`;

/** Another card of the demo donor's, like her seeded one but with its own ids. */
async function addCard(processorId: string, values: Partial<typeof paymentMethods.$inferInsert>) {
  const db = testApp.app.db;
  const [seeded] = await db.select().from(paymentMethods).where(eq(paymentMethods.processorId, donor.cardId));
  const { id: _id, ...row } = seeded!;
  await db.insert(paymentMethods).values({
    ...row,
    prefixedId: newPrefixedId('pmt'),
    processorId,
    isPrimary: false,
    ...values,
  });
}

async function mailsTo(email: string, afterId: number) {
  return testApp.app.db
    .select()
    .from(outboxMessages)
    .where(and(sql`${outboxMessages.message}->>'to' = ${email}`, gt(outboxMessages.id, afterId)))
    .orderBy(asc(outboxMessages.id));
}

async function lastOutboxId(): Promise<number> {
  const [row] = await testApp.app.db
    .select({ id: sql<number>`coalesce(max(${outboxMessages.id}), 0)` })
    .from(outboxMessages);
  return Number(row?.id ?? 0);
}

beforeAll(async () => {
  testApp = await startTestApp();
  donor = await signInDemoDonor(testApp);
  await addCard(mastercardId, { brand: 'mastercard', lastFour: '5454', expMonth: 8, expYear: 2032 });
  await addCard(expiredId, { brand: 'visa', lastFour: '0005', expMonth: 1, expYear: 2021 });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

const move = (from: string, to: string, locale = 'en') =>
  donor.browser.graphql(MOVE, { org: donor.organizationPrefixedId, from, to }, { 'x-locale': locale });

describe('moveRecurringGivings', () => {
  it('moves every live gift to the other card, records each, and emails the donor once', async () => {
    const db = testApp.app.db;
    // A deleted gift on the same card stays where it is: it is never charged again.
    const [template] = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, donor.recurringIds[0]!));
    const { id: _id, ...copy } = template!;
    const [deleted] = await db
      .insert(recurringGivings)
      .values({ ...copy, prefixedId: newPrefixedId('rcg'), status: 'deleted', nextOccurrence: null })
      .returning();
    const outboxBefore = await lastOutboxId();
    const [{ total: eventsBefore } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(activityEvents)
      .where(eq(activityEvents.type, 'recurring_updated'));

    const response = await move(donor.cardId, mastercardId);
    const moved = response.json().data.moveRecurringGivings;
    expect(moved.map((gift: { prefixedId: string }) => gift.prefixedId).sort()).toEqual(
      [...donor.recurringIds].sort(),
    );
    for (const gift of moved) {
      expect(gift.paymentMethod).toEqual({ processorId: mastercardId, type: 'mastercard', lastFour: '5454' });
    }
    const counts = await donor.browser.graphql(COUNTS, { org: donor.organizationPrefixedId });
    expect(counts.json().data.donorPaymentMethods).toEqual(
      expect.arrayContaining([
        { processorId: donor.cardId, recurringGivingsCount: 0 },
        { processorId: mastercardId, recurringGivingsCount: 2 },
      ]),
    );
    const [{ total: eventsAfter } = { total: 0 }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(activityEvents)
      .where(eq(activityEvents.type, 'recurring_updated'));
    expect(eventsAfter - eventsBefore).toBe(2);
    const [stillDeleted] = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.id, deleted!.id));
    expect(stillDeleted?.paymentMethodId).toBe(template!.paymentMethodId);
    const mails = await mailsTo(donor.email, outboxBefore);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.message;
    expect(mail.subject).toBe('Your recurring gifts to Grace Community Church now use another card');
    expect(mail.text).toContain('Your 2 recurring gifts now use Mastercard ending in 5454:');
    // What each occurrence charges: the $100.00 tithe with its covered fee.
    expect(mail.text).toContain(
      '- $103.30 every month to General Fund\n- $25.00 every other week to Missions\n',
    );
    expect(mail.text).toContain('/recurring-gifts');
  });

  it("writes the email in the account's language (es) and moves paused gifts too", async () => {
    const db = testApp.app.db;
    await db.update(users).set({ locale: 'es' }).where(eq(users.id, donor.userId));
    await db
      .update(recurringGivings)
      .set({ status: 'paused', nextOccurrence: null })
      .where(eq(recurringGivings.prefixedId, donor.recurringIds[1]!));
    const outboxBefore = await lastOutboxId();
    const response = await move(mastercardId, donor.cardId);
    expect(response.json().data.moveRecurringGivings).toHaveLength(2);
    const [mail] = await mailsTo(donor.email, outboxBefore);
    expect(mail?.message.subject).toBe(
      'Sus donaciones recurrentes a Grace Community Church ahora usan otra tarjeta',
    );
    expect(mail?.message.text).toContain('Sus 2 donaciones recurrentes ahora usan Visa terminada en 4242:');
    await db.update(users).set({ locale: 'en' }).where(eq(users.id, donor.userId));
  });

  it('a card without gifts moves nothing and sends nothing', async () => {
    const outboxBefore = await lastOutboxId();
    const response = await move(mastercardId, donor.cardId);
    expect(response.json()).toEqual({ data: { moveRecurringGivings: [] } });
    expect(await mailsTo(donor.email, outboxBefore)).toEqual([]);
  });

  it.each([
    ['en', 'same', 'Choose a different card to move the recurring gifts to.'],
    ['es', 'same', 'Elija otra tarjeta a la que mover las donaciones recurrentes.'],
    ['en', 'expired', 'This card has expired. Choose a card that has not expired.'],
    ['es', 'expired', 'Esta tarjeta está vencida. Elija una tarjeta que no esté vencida.'],
  ])('refuses in %s a %s target card, changing nothing', async (locale, target, message) => {
    const before = await snapshotDonorData(testApp.app);
    const outboxBefore = await lastOutboxId();
    const response = await move(donor.cardId, target === 'same' ? donor.cardId : expiredId, locale);
    expect(firstError(response.json()).extensions).toEqual({
      category: 'validation',
      validation: { toProcessorId: [message] },
    });
    expect(await snapshotDonorData(testApp.app)).toBe(before);
    expect(await lastOutboxId()).toBe(outboxBefore);
  });

  it("another donor's card, either side, is not found and nothing changes", async () => {
    const other = await registerDonorWithGiving(testApp, 'demo', `move-other-${Date.now()}@example.com`);
    const before = await snapshotDonorData(testApp.app);
    for (const [from, to] of [
      [donor.cardId, other.cardId],
      [other.cardId, donor.cardId],
      ['pm_nope', donor.cardId],
    ] as const) {
      const response = await move(from, to, 'es');
      expect(firstError(response.json())).toMatchObject({
        message: 'No se encontró el registro solicitado.',
        extensions: { category: 'not_found', code: 'NOT_FOUND' },
      });
    }
    expect(await snapshotDonorData(testApp.app)).toBe(before);
  });
});
