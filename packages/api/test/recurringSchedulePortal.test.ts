// The donor bends a recurring gift from the portal (GraphQL): skips the next gift, pauses it until a
// date, gives it an end date. The recurring engine's daily run (an injected clock) then charges only
// what the donor left, and each change is confirmed by email in the donor's language. PGlite and
// PostgreSQL.
import { formatCardExpiry } from '@halo/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import {
  activityEvents,
  funds,
  outboxMessages,
  paymentMethods,
  recurringGivings,
  users,
} from '../src/db/schema';
import { RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { signInDemoDonor } from './portalFixtures';
import {
  contributionsOfGift,
  giftRow,
  registeredDonorWithCard,
  runDaily,
  startRecurringGift,
  TestClock,
  type RecurringDonor,
} from './recurringFlow';

jest.setTimeout(120_000);

const FIELDS = 'prefixedId status nextOccurrence pausedUntil endDate';
const SKIP = `mutation Skip($id: ID!, $org: ID!) { skipRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { ${FIELDS} } }`;
const PAUSE = `mutation Pause($id: ID!, $org: ID!, $until: String) {
  pauseRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, until: $until) { ${FIELDS} } }`;
const RESUME = `mutation Resume($id: ID!, $org: ID!) { resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $org: ID!, $pm: ID!, $last4: String!, $exp: String!, $fund: ID!, $endDate: String) {
  updateRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, stripePaymentMethodId: $pm,
    stripeCardLastFour: $last4, stripeCardExpiration: $exp, type: monthly,
    amountsByFundAccount: [{ fundAccountPrefixedId: $fund, amount: 4000 }], endDate: $endDate) { ${FIELDS} } }`;

const clock = new TestClock();
const mailbox = new Mailbox();
let testApp: TestApp;

beforeAll(async () => {
  clock.setDay('2026-11-01');
  testApp = await startTestApp({
    clock: clock.read,
    config: { dataDir: mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  // The demo data's gifts were dated by the wall clock; keep them out of these simulated months.
  await testApp.app.db.update(recurringGivings).set({ status: 'paused' });
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

const finished: string[] = [];
afterEach(async () => {
  if (finished.length === 0) return;
  await testApp.app.db
    .update(recurringGivings)
    .set({ status: 'deleted' })
    .where(inArray(recurringGivings.prefixedId, finished.splice(0)));
});

interface Signed {
  donor: RecurringDonor;
  browser: TestBrowser;
  gift: string;
  locale: 'en' | 'es';
}

async function donorWithMonthlyGift(locale: 'en' | 'es' = 'en'): Promise<Signed> {
  clock.setDay('2026-11-01');
  const donor = await registeredDonorWithCard(testApp, '4242424242424242', locale);
  const gift = await startRecurringGift(testApp, donor, {
    frequency: 'monthly',
    startDate: '2026-11-01',
    amount: 4000,
  });
  finished.push(gift);
  const browser = new TestBrowser(testApp, 'demo.localhost');
  const login = await browser.login(donor.email, 'a-long-enough-password', { locale });
  expect([200, 204]).toContain(login.statusCode);
  return { donor, browser, gift, locale };
}

const occurrences = async (prefixedId: string) =>
  (await contributionsOfGift(testApp, prefixedId)).map((row) => row.occurrenceDate);

async function activityOf(prefixedId: string) {
  const gift = await giftRow(testApp, prefixedId);
  const rows = await testApp.app.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.recurringGivingId, gift.id))
    .orderBy(asc(activityEvents.id));
  return rows.map((row) => row.type);
}

/** Subjects and texts of the mail queued for `email` (the outbox, before delivery). */
async function mailsTo(email: string) {
  const rows = await testApp.app.db
    .select()
    .from(outboxMessages)
    .where(and(sql`${outboxMessages.message}->>'to' = ${email}`, gt(outboxMessages.id, 0)))
    .orderBy(asc(outboxMessages.id));
  return rows.map((row) => row.message as { subject: string; text: string });
}

async function call(signed: Signed, document: string, variables: Record<string, unknown> = {}) {
  const response = await signed.browser.graphql(
    document,
    { id: signed.gift, org: signed.donor.organizationPrefixedId, ...variables },
    { 'x-locale': signed.locale },
  );
  return response.json() as {
    data?: Record<
      string,
      { status: string; nextOccurrence: string | null; pausedUntil: string | null; endDate: string | null }
    >;
    errors?: {
      message: string;
      extensions?: { category?: unknown; validation?: Record<string, string[]> };
    }[];
  };
}

async function updateVariables(signed: Signed) {
  const db = testApp.app.db;
  const [user] = await db.select().from(users).where(eq(users.email, signed.donor.email));
  const [card] = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, user!.id));
  const [fund] = await db
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, user!.organizationId), eq(funds.name, 'General Fund')));
  return {
    pm: card!.processorId,
    last4: card!.lastFour,
    exp: formatCardExpiry(card!.expMonth!, card!.expYear!),
    fund: fund!.prefixedId,
  };
}

describe('skipping the next gift', () => {
  it('moves the next occurrence one step, emails the donor, and the engine charges only the new date', async () => {
    const signed = await donorWithMonthlyGift();
    const body = await call(signed, SKIP);
    expect(body.errors).toBeUndefined();
    expect(body.data!.skipRecurringGiving).toMatchObject({ status: 'active', nextOccurrence: '2027-01-01' });
    expect(await activityOf(signed.gift)).toContain('recurring_skipped');
    const [mail] = (await mailsTo(signed.donor.email)).filter((m) => /skipped/.test(m.subject));
    expect(mail!.text).toContain('December 1, 2026');
    expect(mail!.text).toContain('January 1, 2027');

    await runDaily(testApp, clock, '2026-11-02', '2027-01-01');
    expect(await occurrences(signed.gift)).toEqual(['2026-11-01', '2027-01-01']);
  });

  it('is refused, in the donor language, for a paused gift and past the end date', async () => {
    const signed = await donorWithMonthlyGift('es');
    await testApp.app.db
      .update(recurringGivings)
      .set({ endDate: '2026-12-15' })
      .where(eq(recurringGivings.prefixedId, signed.gift));
    const pastEnd = await call(signed, SKIP);
    expect(pastEnd.errors![0]!.extensions!.category).toBe('validation');
    expect(pastEnd.errors![0]!.message).toMatch(/fecha de finalización/);
    expect((await giftRow(testApp, signed.gift)).nextOccurrence).toBe('2026-12-01');

    await call(signed, PAUSE);
    const paused = await call(signed, SKIP);
    expect(paused.errors![0]!.message).toMatch(/Solo una donación recurrente activa/);
  });
});

describe('pausing until a date', () => {
  it('pauses with the date, emails, and the engine resumes the gift and charges the right occurrence', async () => {
    const signed = await donorWithMonthlyGift();
    const body = await call(signed, PAUSE, { until: '2027-01-15' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.pauseRecurringGiving).toMatchObject({
      status: 'paused',
      nextOccurrence: null,
      pausedUntil: '2027-01-15',
    });
    const mails = await mailsTo(signed.donor.email);
    expect(mails.some((m) => /paused/.test(m.subject) && m.text.includes('January 15, 2027'))).toBe(true);

    await runDaily(testApp, clock, '2026-11-02', '2027-02-01');
    expect(await occurrences(signed.gift)).toEqual(['2026-11-01', '2027-02-01']);
    expect(await activityOf(signed.gift)).toEqual(
      expect.arrayContaining(['recurring_paused', 'recurring_resumed']),
    );
  });

  it('refuses today, a date more than a year ahead, and forgets the date when resumed by hand', async () => {
    const signed = await donorWithMonthlyGift();
    const today = await call(signed, PAUSE, { until: '2026-11-01' });
    expect(today.errors![0]!.extensions!.validation).toEqual({ until: ['Choose a date after today.'] });
    const far = await call(signed, PAUSE, { until: '2027-11-02' });
    expect(far.errors![0]!.extensions!.validation!.until).toBeDefined();

    await call(signed, PAUSE, { until: '2027-03-01' });
    const resumed = await call(signed, RESUME);
    expect(resumed.data!.resumeRecurringGiving).toMatchObject({ status: 'active', pausedUntil: null });
  });
});

describe('an end date', () => {
  it.each([
    ['en', 'Your recurring gift has ended', 'Thank you'],
    ['es', 'Su donación recurrente ha finalizado', 'Gracias'],
  ] as const)(
    'set by an update stops the charges and the ended email follows (%s)',
    async (locale, subject, thanks) => {
      const signed = await donorWithMonthlyGift(locale);
      const variables = await updateVariables(signed);
      const tooEarly = await call(signed, UPDATE, { ...variables, endDate: '2026-11-15' });
      expect(tooEarly.errors![0]!.extensions!.validation!.endDate).toBeDefined();

      const body = await call(signed, UPDATE, { ...variables, endDate: '2027-01-15' });
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateRecurringGiving).toMatchObject({ endDate: '2027-01-15' });

      await runDaily(testApp, clock, '2026-11-02', '2027-02-01');
      expect(await occurrences(signed.gift)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
      expect(await giftRow(testApp, signed.gift)).toMatchObject({ status: 'ended', nextOccurrence: null });
      const ended = (await mailsTo(signed.donor.email)).find((m) => m.subject === subject);
      expect(ended?.text).toContain(thanks);

      // An ended gift is history: no change but deleting it (signed in again: months went by).
      await signed.browser.login(signed.donor.email, 'a-long-enough-password');
      const skip = await call(signed, SKIP);
      expect(skip.errors![0]!.extensions!.category).toBe('validation');
    },
  );

  it('is removed by an empty end date', async () => {
    const signed = await donorWithMonthlyGift();
    const variables = await updateVariables(signed);
    await call(signed, UPDATE, { ...variables, endDate: '2027-06-01' });
    const body = await call(signed, UPDATE, { ...variables, endDate: '' });
    expect(body.data!.updateRecurringGiving).toMatchObject({ endDate: null });
  });
});

describe('who may bend a gift', () => {
  it('refuses another donor, another church, a guest and a request without the CSRF token', async () => {
    const signed = await donorWithMonthlyGift();
    const before = await giftRow(testApp, signed.gift);
    const other = await signInDemoDonor(testApp);
    for (const document of [SKIP, PAUSE]) {
      const response = await other.browser.graphql(document, {
        id: signed.gift,
        org: signed.donor.organizationPrefixedId,
        until: '2027-01-15',
      });
      expect(response.json().errors[0].extensions.category).toBe('not_found');
    }
    const otherChurch = await call(signed, SKIP, { org: 'org_not_this_church' });
    expect(otherChurch.errors![0]!.extensions!.category).toBe('not_found');

    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    const guestResponse = await guest.graphql(SKIP, {
      id: signed.gift,
      org: signed.donor.organizationPrefixedId,
    });
    expect(guestResponse.statusCode).toBe(401);

    const noCsrf = await signed.browser.request({
      method: 'POST',
      url: '/graphql',
      payload: { query: SKIP, variables: { id: signed.gift, org: signed.donor.organizationPrefixedId } },
      sendCsrfToken: false,
    });
    expect(noCsrf.statusCode).toBe(419);
    expect(await giftRow(testApp, signed.gift)).toEqual(before);
  });
});
