// "Change card" through a recurring gift's emailed manage link, as a donor meets it signed out: the
// page asks for a giving token (POST /manage-link/card-entry), enters the new card through the
// giving form's card step with it (the sandbox tokenizer here), and attaches it (POST
// /manage-link/card). The card becomes that one gift's: the donor's other gift keeps its card, the
// card is not among the donor's Payment methods, the next charge of the gift uses it; a card from
// anywhere else is refused, and so are links that open nothing. PGlite and PostgreSQL.
import { and, asc, eq, sql } from 'drizzle-orm';
import { calendarDateInTimeZone } from '@halo/domain';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { activityEvents, outboxMessages, paymentMethods, recurringGivings } from '../src/db/schema';
import { createManageLinkTokens } from '../src/core/emailedLinks/manageLinkToken';
import { revokeManageLinks } from '../src/core/emailedLinks/manageLinks';
import { listPaymentMethods } from '../src/portal/paymentMethods';
import { GivingClient, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import {
  giftRow,
  processorChargesOfGift,
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

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  const rows = await testApp.app.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}->>'to' = ${email}`)
    .orderBy(asc(outboxMessages.id));
  return rows.map((row) => row.message as Mail);
}

const LINK = /https?:\/\/demo\.localhost(?::\d+)?\/manage\/([A-Za-z0-9_.-]+)/g;

/** The gift a link's token names, as the server reads its sealed payload. */
const giftOf = (token: string) =>
  createManageLinkTokens(testApp.app.giving.appKey).read(token)!.giftPrefixedId;

interface TwoGifts {
  donor: RecurringDonor;
  gifts: [string, string];
  /** The manage link of each gift, from its first receipt. */
  tokens: [string, string];
}

/** One donor, two monthly gifts on the same card, both charged once: each receipt carries a link. */
async function donorWithTwoGifts(locale: 'en' | 'es' = 'en'): Promise<TwoGifts> {
  clock.setDay('2026-11-01');
  const donor = await registeredDonorWithCard(testApp, '4242424242424242', locale);
  const first = await startRecurringGift(testApp, donor, {
    frequency: 'monthly',
    startDate: '2026-11-02',
    amount: 4000,
  });
  const second = await startRecurringGift(testApp, donor, {
    frequency: 'monthly',
    startDate: '2026-11-02',
    amount: 2500,
  });
  await runDaily(testApp, clock, '2026-11-02', '2026-11-02');
  const tokens = (await mailsTo(donor.email)).flatMap((mail) =>
    [...mail.text.matchAll(LINK)].map((m) => m[1]!),
  );
  const tokenOf = (gift: string) => {
    const token = tokens.find((candidate) => giftOf(candidate) === gift);
    if (!token) throw new Error(`no manage link for ${gift}`);
    return token;
  };
  return { donor, gifts: [first, second], tokens: [tokenOf(first), tokenOf(second)] };
}

async function guest(locale = 'en'): Promise<TestBrowser & { locale: string }> {
  const browser = new TestBrowser(testApp, 'demo.localhost') as TestBrowser & { locale: string };
  browser.locale = locale;
  await browser.fetchCsrfCookie();
  return browser;
}

function post(browser: TestBrowser & { locale: string }, url: string, payload: Record<string, unknown>) {
  return browser.request({ method: 'POST', url, payload, headers: { 'x-locale': browser.locale } });
}

/** The page's card step: a giving token for the link, then the card through the sandbox tokenizer. */
async function enterCard(
  browser: TestBrowser & { locale: string },
  token: string,
  card = '5555555555554444',
) {
  const entry = await post(browser, '/manage-link/card-entry', { token });
  expect(entry.statusCode).toBe(200);
  const body = entry.json();
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': browser.locale });
  // As the page sends it: the church and the card, the customer named by the token alone.
  const added = await client.post(
    '/api/give/sandbox/payment-methods',
    {
      organization_prefixed_id: body.organization_prefixed_id,
      card_number: card,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    },
    { 'x-giving-token': body.giving_token },
  );
  expect(added.statusCode).toBe(200);
  return { entry: body, paymentMethodId: added.json().payment_method_id as string, client };
}

async function cardOfGift(prefixedId: string) {
  const gift = await giftRow(testApp, prefixedId);
  const [card] = await testApp.app.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, gift.paymentMethodId!));
  return card!;
}

describe('Change card through the link', () => {
  it('attaches the new card to that one gift only, confirms it by email and activity, and charges it next', async () => {
    const { donor, gifts, tokens } = await donorWithTwoGifts();
    const browser = await guest();
    const oldCard = await cardOfGift(gifts[0]);

    const { entry, paymentMethodId, client } = await enterCard(browser, tokens[0]);
    expect(entry).toEqual({
      organization_prefixed_id: donor.organizationPrefixedId,
      giving_token: expect.any(String),
      processor_mode: 'sandbox',
    });
    // The link's giving token lists no cards at all, not even the one entered with it.
    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?stripe_customer_id=${donor.customerId}&organization_prefixed_id=${donor.organizationPrefixedId}`,
      headers: { 'x-giving-token': entry.giving_token },
    });
    expect(listed.statusCode).toBe(403);

    const attached = await post(browser, '/manage-link/card', {
      token: tokens[0],
      payment_method_id: paymentMethodId,
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({
      gift: { prefixed_id: gifts[0], card: { brand: 'mastercard', last_four: '4444' } },
    });
    expect(attached.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/session/)]),
    );

    // That gift's card now, recorded as its own; the other gift keeps the old card, which stays.
    const newCard = await cardOfGift(gifts[0]);
    expect(newCard).toMatchObject({ processorId: paymentMethodId, lastFour: '4444', isPrimary: false });
    expect(newCard.onlyForRecurringGivingId).toBe((await giftRow(testApp, gifts[0])).id);
    expect((await cardOfGift(gifts[1])).id).toBe(oldCard.id);

    // Not among the donor's Payment methods.
    const gift = await giftRow(testApp, gifts[0]);
    const organization = (await testApp.app.organizations.findByPrefixedId(donor.organizationPrefixedId))!;
    const user = (await testApp.app.users.findById(organization.id, gift.donorUserId))!;
    const shown = await listPaymentMethods({
      app: testApp.app,
      user,
      organization,
      locale: 'en',
      today: calendarDateInTimeZone(organization.timeZone, clock.now),
    });
    expect(shown.map((card) => card.processorId)).toEqual([oldCard.processorId]);

    const activity = await testApp.app.db
      .select({ type: activityEvents.type })
      .from(activityEvents)
      .where(and(eq(activityEvents.recurringGivingId, gift.id)));
    expect(activity.map((row) => row.type)).toContain('recurring_updated');

    const mail = (await mailsTo(donor.email)).at(-1)!;
    expect(mail.subject).toBe('Your card for your recurring gift to Grace Community Church was changed');
    expect(mail.text).toContain('Mastercard ending in 4444');
    expect(mail.text).toContain('/manage/');
    expect(mail.html).toContain('/manage/');

    // Attaching again changes nothing and sends nothing.
    const sent = (await mailsTo(donor.email)).length;
    const again = await post(browser, '/manage-link/card', {
      token: tokens[0],
      payment_method_id: paymentMethodId,
    });
    expect(again.statusCode).toBe(200);
    expect((await mailsTo(donor.email)).length).toBe(sent);

    // The next occurrence charges the new card; the other gift the old one.
    await runDaily(testApp, clock, '2026-12-02', '2026-12-02');
    const charged = (await processorChargesOfGift(testApp, gifts[0])).map((charge) => charge.paymentMethodId);
    expect(charged.at(-1)).toBe(paymentMethodId);
    const other = (await processorChargesOfGift(testApp, gifts[1])).map((charge) => charge.paymentMethodId);
    expect(other.at(-1)).toBe(oldCard.processorId);
    clock.setDay('2026-11-02');
  });

  it('writes the email in the donor’s language (Spanish)', async () => {
    const { donor, gifts, tokens } = await donorWithTwoGifts('es');
    const browser = await guest('es');
    const { paymentMethodId } = await enterCard(browser, tokens[1]);
    const attached = await post(browser, '/manage-link/card', {
      token: tokens[1],
      payment_method_id: paymentMethodId,
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({ locale: 'es', gift: { prefixed_id: gifts[1] } });
    const mail = (await mailsTo(donor.email)).at(-1)!;
    expect(mail.subject).toMatch(/^Se cambió la tarjeta de su donación recurrente a /);
    expect(mail.text).toContain('Mastercard terminada en 4444');
  });

  it('refuses a card entered through another link, a saved card and a made-up one, changing nothing', async () => {
    const { donor, gifts, tokens } = await donorWithTwoGifts();
    const browser = await guest();
    const before = await giftRow(testApp, gifts[0]);
    // Entered on the page of the donor's other gift: that link's, not this one's.
    const { paymentMethodId: otherLinks } = await enterCard(browser, tokens[1]);
    for (const paymentMethodId of [otherLinks, donor.paymentMethodId, 'pm_sandbox_made_up']) {
      const refused = await post(browser, '/manage-link/card', {
        token: tokens[0],
        payment_method_id: paymentMethodId,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: 'Enter the new card on this page to use it for this gift.',
        errors: { payment_method_id: ['Enter the new card on this page to use it for this gift.'] },
      });
    }
    expect(await giftRow(testApp, gifts[0])).toEqual(before);
    const missing = await post(browser, '/manage-link/card', { token: tokens[0] });
    expect(missing.statusCode).toBe(422);
  });

  it('refuses forged, revoked and other churches’ links (404/410), and requests without CSRF', async () => {
    const { gifts, tokens } = await donorWithTwoGifts();
    const browser = await guest();
    const { paymentMethodId } = await enterCard(browser, tokens[0]);
    const [iv, sealed] = tokens[0].split('.') as [string, string];
    const forged = `${iv}.${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`;
    for (const url of ['/manage-link/card-entry', '/manage-link/card']) {
      const response = await post(browser, url, { token: forged, payment_method_id: paymentMethodId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'link_unknown' });
    }
    const hope = new TestBrowser(testApp, 'hope.localhost') as TestBrowser & { locale: string };
    hope.locale = 'en';
    await hope.fetchCsrfCookie();
    expect(
      (await post(hope, '/manage-link/card', { token: tokens[0], payment_method_id: paymentMethodId }))
        .statusCode,
    ).toBe(404);
    const noCsrf = await browser.request({
      method: 'POST',
      url: '/manage-link/card',
      payload: { token: tokens[0], payment_method_id: paymentMethodId },
      sendCsrfToken: false,
    });
    expect(noCsrf.statusCode).toBe(419);

    await revokeManageLinks(testApp.app.db, (await giftRow(testApp, gifts[0])).id, clock.now);
    for (const url of ['/manage-link/card-entry', '/manage-link/card']) {
      const response = await post(browser, url, { token: tokens[0], payment_method_id: paymentMethodId });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: 'link_revoked' });
    }
    expect((await cardOfGift(gifts[0])).processorId).not.toBe(paymentMethodId);
  });
});
