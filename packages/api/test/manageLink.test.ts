// A recurring gift's signed manage link, as a donor meets it: the receipt and the failure notice of
// a recurring charge carry `/manage/{token}`; the link's calls show that one gift and nothing else
// about the donor, skip, pause until a date and stop it through the portal's own rules (activity,
// confirmation emails), and refuse forged, expired, revoked, grafted and other churches' links.
// PGlite and PostgreSQL.
import { asc, eq, sql } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import {
  activityEvents,
  limitCounters,
  outboxMessages,
  recurringGivings,
  recurringManageLinks,
} from '../src/db/schema';
import { createTokenSealer } from '../src/http/sealedToken';
import { createManageLinkTokens } from '../src/core/emailedLinks/manageLinkToken';
import { revokeManageLinks } from '../src/core/emailedLinks/manageLinks';
import { RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, ME_QUERY, type TestApp } from './helper';
import {
  giftRow,
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

const LINK = /https?:\/\/demo\.localhost(?::\d+)?\/manage\/([A-Za-z0-9_.-]+)/;

interface Linked {
  donor: RecurringDonor;
  gift: string;
  token: string;
  mail: Mail;
}

/** A monthly gift starting tomorrow, charged by the engine: its email carries the link. */
async function giftWithLink(card = '4242424242424242', locale: 'en' | 'es' = 'en'): Promise<Linked> {
  clock.setDay('2026-11-01');
  const donor = await registeredDonorWithCard(testApp, card, locale);
  const gift = await startRecurringGift(testApp, donor, {
    frequency: 'monthly',
    startDate: '2026-11-02',
    amount: 4000,
  });
  await runDaily(testApp, clock, '2026-11-02', '2026-11-02');
  const mail = (await mailsTo(donor.email)).find((m) => LINK.test(m.text));
  if (!mail) throw new Error('no email with a manage link');
  return { donor, gift, token: LINK.exec(mail.text)![1]!, mail };
}

async function guest(host = 'demo.localhost', locale = 'en'): Promise<TestBrowser & { locale: string }> {
  const browser = new TestBrowser(testApp, host) as TestBrowser & { locale: string };
  browser.locale = locale;
  await browser.fetchCsrfCookie();
  return browser;
}

function post(browser: TestBrowser & { locale?: string }, url: string, payload: Record<string, unknown>) {
  return browser.request({
    method: 'POST',
    url,
    payload,
    headers: { 'x-locale': browser.locale ?? 'en' },
  });
}

async function activityOf(prefixedId: string) {
  const gift = await giftRow(testApp, prefixedId);
  const rows = await testApp.app.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.recurringGivingId, gift.id))
    .orderBy(asc(activityEvents.id));
  return rows.map((row) => row.type);
}

describe('the emails that carry the link', () => {
  it('the receipt of a recurring charge links to the gift, in text and HTML', async () => {
    const linked = await giftWithLink();
    expect(linked.mail.subject).toMatch(/Thank you for your gift/);
    expect(linked.mail.text).toContain('Manage this recurring gift');
    expect(linked.mail.html).toContain(`/manage/${linked.token}`);
    const [row] = await testApp.app.db
      .select()
      .from(recurringManageLinks)
      .where(eq(recurringManageLinks.recurringGivingId, (await giftRow(testApp, linked.gift)).id));
    // 60 days from the charge that issued it.
    expect(row!.expiresAt.toISOString()).toBe('2027-01-01T15:00:00.000Z');
  });

  it('the failure notice of a declined recurring charge links to the gift (Spanish)', async () => {
    const linked = await giftWithLink('4000000000000341', 'es');
    expect(linked.mail.subject).toMatch(/No pudimos procesar/);
    const browser = await guest();
    const response = await post(browser, '/manage-link', { token: linked.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ locale: 'es', gift: { prefixed_id: linked.gift } });
  });
});

describe('what the link shows', () => {
  it('the gift and nothing else about the donor, without signing anyone in', async () => {
    const linked = await giftWithLink();
    const browser = await guest();
    const response = await post(browser, '/manage-link', { token: linked.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      church_name: expect.any(String),
      locale: 'en',
      gift: {
        prefixed_id: linked.gift,
        status: 'active',
        amount: 4000,
        currency: 'USD',
        country: expect.any(String),
        frequency: 'monthly',
        next_occurrence: '2026-12-02',
        paused_until: null,
        end_date: null,
        funds: [{ name: 'General Fund', amount: 4000 }],
        card: { brand: 'visa', last_four: '4242' },
      },
    });
    expect(response.body).not.toContain(linked.donor.email);
    expect(response.body).not.toMatch(/Robin|Recurring|usr_/);
    // Still a guest: the link opened the gift, not the account.
    const me = await browser.graphql(ME_QUERY);
    expect(me.statusCode).toBe(401);
  });
});

describe('acting through the link', () => {
  it('skips the next gift with the portal rule: moved date, activity, email', async () => {
    const linked = await giftWithLink();
    const response = await post(await guest(), '/manage-link/skip', { token: linked.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().gift).toMatchObject({ status: 'active', next_occurrence: '2027-01-02' });
    expect(await activityOf(linked.gift)).toContain('recurring_skipped');
    const mails = await mailsTo(linked.donor.email);
    expect(mails.some((m) => /will be skipped/.test(m.subject))).toBe(true);
    // The engine keeps its promise: the skipped date is never charged.
    await runDaily(testApp, clock, '2026-12-01', '2026-12-03');
    expect((await giftRow(testApp, linked.gift)).lastOccurrence).toBe('2026-11-02');
  });

  it('pauses until a date, refusing a past date in the request language', async () => {
    const linked = await giftWithLink();
    const browser = await guest('demo.localhost', 'es');
    const past = await post(browser, '/manage-link/pause-until', {
      token: linked.token,
      until: '2026-10-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.until[0]).toMatch(/fecha posterior/i);
    const response = await post(browser, '/manage-link/pause-until', {
      token: linked.token,
      until: '2027-02-15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().gift).toMatchObject({
      status: 'paused',
      paused_until: '2027-02-15',
      next_occurrence: null,
    });
    expect(await activityOf(linked.gift)).toContain('recurring_paused');
    expect((await mailsTo(linked.donor.email)).some((m) => /is paused/.test(m.subject))).toBe(true);
  });

  it('stops the gift: deleted, activity, email, and the link is gone afterwards', async () => {
    const linked = await giftWithLink();
    const browser = await guest();
    const response = await post(browser, '/manage-link/stop', { token: linked.token });
    expect(response.statusCode).toBe(204);
    expect(await giftRow(testApp, linked.gift)).toMatchObject({ status: 'deleted', nextOccurrence: null });
    expect(await activityOf(linked.gift)).toContain('recurring_deleted');
    expect((await mailsTo(linked.donor.email)).some((m) => /has been stopped/.test(m.subject))).toBe(true);
    const after = await post(browser, '/manage-link', { token: linked.token });
    expect(after.statusCode).toBe(410);
    expect(after.json().code).toBe('link_gone');
  });
});

describe('links that open nothing', () => {
  it('refuses a forged, a grafted, another church’s, an expired and a revoked link, and a request without CSRF', async () => {
    const linked = await giftWithLink();
    const other = await giftWithLink();
    const browser = await guest();
    const before = await giftRow(testApp, linked.gift);

    // One character of the sealed part changed.
    const [iv, sealed] = linked.token.split('.') as [string, string];
    const forged = `${iv}.${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`;
    // Correctly sealed (the key leaked, say) but naming another gift with this link's id: no row.
    const grafted = createManageLinkTokens(testApp.app.giving.appKey).read(linked.token)!;
    const { token: graftedToken } = createManageLinkTokens(testApp.app.giving.appKey).issue(
      other.gift,
      clock.now,
    );
    const sealer = createTokenSealer(testApp.app.giving.appKey, 'manage-link');
    const graftedWire = sealer.open(graftedToken) as Record<string, unknown>;
    const graft = sealer.seal({ ...graftedWire, l: grafted.linkId });

    for (const token of [forged, 'garbage', graft]) {
      for (const url of ['/manage-link', '/manage-link/skip', '/manage-link/stop']) {
        const response = await post(browser, url, { token });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'link_unknown', message: expect.stringMatching(/Sign in/) });
      }
    }
    const hope = await post(await guest('hope.localhost'), '/manage-link/skip', { token: linked.token });
    expect(hope.statusCode).toBe(404);

    const noCsrf = await browser.request({
      method: 'POST',
      url: '/manage-link/skip',
      payload: { token: linked.token },
      sendCsrfToken: false,
    });
    expect(noCsrf.statusCode).toBe(419);
    expect(await giftRow(testApp, linked.gift)).toEqual(before);
    expect(await giftRow(testApp, other.gift)).toMatchObject({ status: 'active' });

    const gift = await giftRow(testApp, linked.gift);
    await revokeManageLinks(testApp.app.db, gift.id, clock.now);
    const revoked = await post(browser, '/manage-link', { token: linked.token });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ code: 'link_revoked', locale: 'en' });
    // Another gift's links are untouched.
    expect((await post(browser, '/manage-link', { token: other.token })).statusCode).toBe(200);

    clock.setDay('2027-01-02');
    const expired = await post(browser, '/manage-link/skip', { token: other.token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'link_expired', message: expect.stringMatching(/60 days/) });
    clock.setDay('2026-11-02');
  });

  it('explains an expired link in the donor’s language whatever the browser speaks', async () => {
    const linked = await giftWithLink('4242424242424242', 'es');
    clock.setDay('2027-02-01');
    const response = await post(await guest(), '/manage-link', { token: linked.token });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'link_expired', locale: 'es' });
    expect(response.json().message).toMatch(/caducó/);
  });

  it('limits refused links per address, counted in the database', async () => {
    const browser = await guest();
    let last = 0;
    for (let attempt = 0; attempt < 25 && last !== 429; attempt += 1) {
      last = (await post(browser, '/manage-link', { token: `nothing-${attempt}` })).statusCode;
    }
    expect(last).toBe(429);
    const [counter] = await testApp.app.db
      .select()
      .from(limitCounters)
      .where(sql`${limitCounters.key} like 'manage-link-refused-ip:%'`);
    expect(counter!.hits).toBe(20);
    await testApp.app.db.delete(limitCounters).where(sql`${limitCounters.key} like 'manage-link%'`);
  });
});
