// What a recurring gift's emailed manage link hands to whoever holds it, and what that can do. The
// answers name the gift and the church, never the donor (no email, no name, no id of theirs); the
// giving token of "Change card" is sealed (no readable claims) and enters one new card for that
// gift — POST /api/give, /api/give/account-invitation and the list of cards refuse it, even sent
// with the donor's own ids, and a tampered one opens nothing. PGlite and PostgreSQL.
import { asc, count, sql } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { contributions, outboxMessages, recurringGivings } from '../src/db/schema';
import { givingMessage } from '../src/core/gifts/givingMessages';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import type { TestResponse } from './httpClient';
import {
  registeredDonorWithCard,
  runDaily,
  startRecurringGift,
  TestClock,
  type RecurringDonor,
} from './recurringFlow';

jest.setTimeout(120_000);

const clock = new TestClock();
const mailbox = new Mailbox();
let testApp: TestApp;

beforeAll(async () => {
  clock.setDay('2026-11-01');
  testApp = await startTestApp({
    clock: clock.read,
    config: { dataDir: mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  // The demo data's gifts were dated by the wall clock; keep them out of these simulated days.
  await testApp.app.db.update(recurringGivings).set({ status: 'paused' });
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

const LINK = /https?:\/\/demo\.localhost(?::\d+)?\/manage\/([A-Za-z0-9_.-]+)/;

interface Linked {
  donor: RecurringDonor;
  /** The manage link's token, from the gift's first receipt. */
  token: string;
}

/** A registered donor's monthly gift, charged once: its receipt carries the manage link. */
async function giftWithLink(locale: 'en' | 'es' = 'en'): Promise<Linked> {
  clock.setDay('2026-11-01');
  const donor = await registeredDonorWithCard(testApp, '4242424242424242', locale);
  await startRecurringGift(testApp, donor, { frequency: 'monthly', startDate: '2026-11-02', amount: 4000 });
  await runDaily(testApp, clock, '2026-11-02', '2026-11-02');
  const mails = await testApp.app.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}->>'to' = ${donor.email}`)
    .orderBy(asc(outboxMessages.id));
  const token = mails
    .map((mail) => LINK.exec((mail.message as { text: string }).text)?.[1])
    .find((found) => found !== undefined);
  if (!token) throw new Error(`no manage link for ${donor.email}`);
  return { donor, token };
}

async function linkHolder(locale = 'en') {
  const browser = new TestBrowser(testApp, 'demo.localhost');
  await browser.fetchCsrfCookie();
  return (url: string, payload: Record<string, unknown>) =>
    browser.request({ method: 'POST', url, payload, headers: { 'x-locale': locale } });
}

/** The answer tells nothing of who the donor is: their email, name, or any id of theirs. */
function expectNothingOfTheDonor(response: TestResponse, donor: RecurringDonor) {
  for (const revealing of [donor.email, 'Robin', 'Recurring', donor.donorPrefixedId, donor.customerId]) {
    expect(response.body).not.toContain(revealing);
  }
  expect(response.body).not.toMatch(/@|usr_|cus_/);
}

/** The church's id and the link's giving token, as the page's card step gets them. */
async function cardEntry(linked: Linked) {
  const post = await linkHolder();
  const entry = await post('/manage-link/card-entry', { token: linked.token });
  expect(entry.statusCode).toBe(200);
  return entry.json() as { organization_prefixed_id: string; giving_token: string; processor_mode: string };
}

/** A card entered with the link's giving token, as the page sends it (no customer id). */
async function cardThroughLink(
  entry: { organization_prefixed_id: string; giving_token: string },
  card = '5555555555554444',
) {
  return new GivingClient(testApp, 'demo.localhost').post(
    '/api/give/sandbox/payment-methods',
    {
      organization_prefixed_id: entry.organization_prefixed_id,
      card_number: card,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    },
    { 'x-giving-token': entry.giving_token },
  );
}

async function countOf(table: typeof contributions | typeof outboxMessages) {
  const [row] = await testApp.app.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('what a manage link hands out', () => {
  it('answers with the gift and its church only: no email, name or id of the donor, on every call', async () => {
    const linked = await giftWithLink();
    const post = await linkHolder();
    const opened = await post('/manage-link', { token: linked.token });
    expect(opened.statusCode).toBe(200);
    expectNothingOfTheDonor(opened, linked.donor);

    const entry = await post('/manage-link/card-entry', { token: linked.token });
    expect(entry.statusCode).toBe(200);
    expect(Object.keys(entry.json()).sort()).toEqual([
      'giving_token',
      'organization_prefixed_id',
      'processor_mode',
    ]);
    expectNothingOfTheDonor(entry, linked.donor);

    const setupIntent = await new GivingClient(testApp, 'demo.localhost').post(
      '/api/give/setup-intent',
      { organization_prefixed_id: entry.json().organization_prefixed_id },
      { 'x-giving-token': entry.json().giving_token },
    );
    expect(setupIntent.statusCode).toBe(200);
    expectNothingOfTheDonor(setupIntent, linked.donor);
    const added = await cardThroughLink(entry.json());
    expect(added.statusCode).toBe(200);
    expectNothingOfTheDonor(added, linked.donor);

    const changed = await post('/manage-link/card', {
      token: linked.token,
      payment_method_id: added.json().payment_method_id,
    });
    expect(changed.statusCode).toBe(200);
    expectNothingOfTheDonor(changed, linked.donor);
    for (const [url, extra] of [
      ['/manage-link/skip', {}],
      ['/manage-link/pause-until', { until: '2027-01-15' }],
    ] as const) {
      const answer = await post(url, { token: linked.token, ...extra });
      expect(answer.statusCode).toBe(200);
      expectNothingOfTheDonor(answer, linked.donor);
    }
  });

  it('hands out a sealed giving token: not readable JSON, naming neither the donor nor the customer', async () => {
    const linked = await giftWithLink();
    const { giving_token } = await cardEntry(linked);
    expect(giving_token).toMatch(/^[\w-]+\.[\w-]+$/);
    for (const part of giving_token.split('.')) {
      const decoded = Buffer.from(part, 'base64url').toString('latin1');
      expect(() => JSON.parse(decoded) as unknown).toThrow();
      for (const revealing of [linked.donor.donorPrefixedId, linked.donor.customerId, linked.donor.email]) {
        expect(decoded).not.toContain(revealing);
      }
    }
    // The link's own token is sealed as well: it names no gift.
    for (const part of linked.token.split('.')) {
      expect(() => JSON.parse(Buffer.from(part, 'base64url').toString('latin1')) as unknown).toThrow();
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toMatch(/rcg_/);
    }
  });

  it.each(['en', 'es'] as const)(
    'enters a card and does nothing else: no gift, no invitation, no list of cards, even sent with the donor’s ids (%s)',
    async (locale) => {
      const linked = await giftWithLink(locale);
      const entry = await cardEntry(linked);
      const linkCard = (await cardThroughLink(entry)).json().payment_method_id as string;
      const refusal = givingMessage(locale, 'giving.changeCardOnly');
      const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
      // The worst case: whoever holds the link also knows the donor's ids (as an older, readable token told).
      const asDonor = { ...linked.donor, token: entry.giving_token };
      const fund = (await organizationOf(testApp)).onlineGiving.funds[0]!.prefixedId;
      const gifts = await countOf(contributions);
      const mails = await countOf(outboxMessages);

      for (const paymentMethodId of [linkCard, linked.donor.paymentMethodId]) {
        for (const frequency of ['one_time', 'monthly']) {
          const given = await client.give(asDonor, {
            payment_method_id: paymentMethodId,
            amount: 5000,
            fund_prefixed_id: fund,
            frequency,
            start_date: '2026-11-02',
          });
          expect(given.statusCode).toBe(403);
          expect(given.json()).toMatchObject({ message: refusal });
          expect(given.body).not.toContain(linked.donor.email);
        }
      }
      const invited = await client.post(
        '/api/give/account-invitation',
        {
          organization_prefixed_id: entry.organization_prefixed_id,
          stripe_customer_id: linked.donor.customerId,
        },
        { 'x-giving-token': entry.giving_token },
      );
      expect(invited.statusCode).toBe(403);
      expect(invited.json()).toMatchObject({ message: refusal });
      const listed = await client.browser.request({
        url: `/api/give/stripe-payment-methods?stripe_customer_id=${linked.donor.customerId}&organization_prefixed_id=${entry.organization_prefixed_id}`,
        headers: { 'x-giving-token': entry.giving_token, 'x-locale': locale },
      });
      expect(listed.statusCode).toBe(403);
      expect(listed.json()).toMatchObject({ message: refusal });

      expect(await countOf(contributions)).toBe(gifts);
      expect(await countOf(outboxMessages)).toBe(mails);
    },
  );

  it('refuses the link’s giving token tampered with, and another customer’s id beside it', async () => {
    const linked = await giftWithLink();
    const other = await giftWithLink();
    const entry = await cardEntry(linked);
    const [iv, sealed] = entry.giving_token.split('.') as [string, string];
    const tampered = `${iv}.${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`;
    const refused = await cardThroughLink({ ...entry, giving_token: tampered });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: givingMessage('en', 'giving.tokenInvalid') });

    const client = new GivingClient(testApp, 'demo.localhost');
    const elsewhere = await client.post(
      '/api/give/setup-intent',
      {
        organization_prefixed_id: entry.organization_prefixed_id,
        stripe_customer_id: other.donor.customerId,
      },
      { 'x-giving-token': entry.giving_token },
    );
    expect(elsewhere.statusCode).toBe(403);
  });

  it('leaves the customer out only for a link’s token: the giving form’s own token still has to name it', async () => {
    const { donor } = await giftWithLink();
    // A fresh one: the donor's token of the day before has expired.
    const token = testApp.app.giving.tokens.issue({
      organizationPrefixedId: donor.organizationPrefixedId,
      donorPrefixedId: donor.donorPrefixedId,
      customerId: donor.customerId,
      scope: 'full',
      purpose: 'give',
    });
    const client = new GivingClient(testApp, 'demo.localhost');
    const withoutCustomer = await client.post(
      '/api/give/setup-intent',
      { organization_prefixed_id: donor.organizationPrefixedId },
      { 'x-giving-token': token },
    );
    expect(withoutCustomer.statusCode).toBe(403);
    const named = await client.post(
      '/api/give/setup-intent',
      { organization_prefixed_id: donor.organizationPrefixedId, stripe_customer_id: donor.customerId },
      { 'x-giving-token': token },
    );
    expect(named.statusCode).toBe(200);
  });
});
