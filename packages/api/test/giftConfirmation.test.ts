// "Confirm your gift": a recurring charge on Stripe's 4000002760003184 (the bank asks for
// authentication on every payment, off-session included) is not a decline and is never retried: the
// occurrence waits, exactly once even with two API instances running the engine at the same moment,
// and the donor is emailed the confirm link (with the manage link) and told in the notifications.
// The link opens the waiting charge signed out; the sandbox's test authentication failing leaves it
// waiting, completing it gives the gift once (receipt, totals). Forged and other churches' links are
// 404, used and expired ones 410, and refused links are limited per IP. PGlite and PostgreSQL.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { giftConfirmations, recurringGivings } from '../src/db/schema';
import { TestBrowser, type TestApp } from './helper';
import {
  chargesOfGift,
  contributionsOfGift,
  giftRow,
  processorChargesOfGift,
  registeredDonorWithCard,
  startRecurringGift,
  type RecurringDonor,
} from './recurringFlow';
import { openRecurringWorld } from './recurringWorld';

jest.setTimeout(120_000);

const world = openRecurringWorld('2027-03-01');
const { clock, mailbox } = world;
let testApp: TestApp;
let second: FastifyInstance;
beforeAll(() => {
  ({ testApp, second } = world);
});

const finished: string[] = [];
afterEach(async () => {
  if (finished.length === 0) return;
  await testApp.app.db
    .update(recurringGivings)
    .set({ status: 'deleted' })
    .where(inArray(recurringGivings.prefixedId, finished.splice(0)));
});

async function guest(host = 'demo.localhost', locale = 'en') {
  const browser = new TestBrowser(testApp, host);
  await browser.fetchCsrfCookie();
  const post = (url: string, payload: Record<string, unknown>) =>
    browser.request({ method: 'POST', url, payload, headers: { 'x-locale': locale } });
  return { browser, post };
}

const confirmMails = (donor: RecurringDonor) =>
  mailbox.all().filter((mail) => mail.to.includes(donor.email) && /Confirm|Confirme/.test(mail.subject));

const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.replace(/^\/confirm\//, ''));

/** A monthly $50.00 gift on the authenticating card, due on 2 March, run by both instances at once. */
async function waitingGift(locale: 'en' | 'es' = 'en') {
  clock.setDay('2027-03-01');
  const donor = await registeredDonorWithCard(testApp, '4000002760003184', locale);
  const gift = await startRecurringGift(testApp, donor, {
    frequency: 'monthly',
    startDate: '2027-03-02',
    amount: 5000,
  });
  finished.push(gift);
  clock.setDay('2027-03-02');
  const [first, other] = await Promise.all([
    testApp.app.recurringWorker.runOnce(),
    second.recurringWorker.runOnce(),
  ]);
  return { donor, gift, summaries: [first, other] };
}

describe('a charge the bank will not take without the donor', () => {
  it('waits exactly once, with one email and one notification, and is never retried', async () => {
    const { donor, gift, summaries } = await waitingGift();
    expect(summaries.reduce((sum, s) => sum + s.awaitingConfirmation, 0)).toBe(1);
    expect(summaries.reduce((sum, s) => sum + s.declined, 0)).toBe(0);
    expect(await chargesOfGift(testApp, gift)).toMatchObject([
      { occurrenceDate: '2027-03-02', status: 'awaiting_confirmation', attempt: 1, retryOn: null },
    ]);
    expect(await contributionsOfGift(testApp, gift)).toEqual([]);
    // The schedule goes on; nothing is charged.
    expect(await giftRow(testApp, gift)).toMatchObject({
      status: 'active',
      nextOccurrence: '2027-04-02',
      lastOccurrence: null,
    });
    expect((await processorChargesOfGift(testApp, gift)).map((charge) => charge.status)).toEqual([
      'requires_action',
    ]);

    const mails = confirmMails(donor);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your gift to Grace Community Church');
    expect(mails[0]!.text).toContain(
      'Your bank asks you to confirm your recurring gift of $50.00 to Grace Community Church scheduled for March 2, 2027.',
    );
    expect(mails[0]!.links).toEqual([
      expect.stringMatching(/^http:\/\/demo\.localhost:8080\/confirm\/[\w-]+\.[\w-]+$/),
      expect.stringMatching(/^http:\/\/demo\.localhost:8080\/manage\/[\w-]+\.[\w-]+$/),
    ]);

    // Later runs neither retry it nor email again.
    for (const day of ['2027-03-03', '2027-03-05', '2027-03-07']) {
      clock.setDay(day);
      await testApp.app.recurringWorker.runOnce();
    }
    expect(await processorChargesOfGift(testApp, gift)).toHaveLength(1);
    expect(confirmMails(donor)).toHaveLength(1);

    const browser = new TestBrowser(testApp, 'demo.localhost');
    await browser.login(donor.email, 'a-long-enough-password');
    const activity = await browser.graphql(
      `query A($org: ID!) { RecentActivity(organizationPrefixedId: $org) { type description } }`,
      { org: donor.organizationPrefixedId },
    );
    expect(activity.json().data.RecentActivity).toContainEqual({
      type: 'recurring_awaiting_confirmation',
      description: expect.stringContaining('waits for you: your bank asks you to confirm it'),
    });
  });

  it('opens signed out, stays waiting when the test authentication fails, and gives the gift once when it passes', async () => {
    const { donor, gift } = await waitingGift('es');
    const [mail] = confirmMails(donor);
    expect(mail!.subject).toBe('Confirme su donación a Grace Community Church');
    const token = tokenOf(mail!.links[0]!);
    const { post } = await guest();

    const opened = await post('/confirm-link', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      church_name: 'Grace Community Church',
      locale: 'es',
      status: 'awaiting',
      gift: {
        amount: 5000,
        currency: 'USD',
        country: 'US',
        occurrence_date: '2027-03-02',
        frequency: 'monthly',
        funds: [{ name: 'General Fund', amount: 5000 }],
        card: { brand: 'visa', last_four: '3184' },
      },
      authentication: { mode: 'sandbox' },
    });
    // Nothing of who the donor is: no email, name or id of theirs.
    for (const revealing of [
      donor.email,
      'Robin',
      'Recurring',
      donor.donorPrefixedId,
      donor.customerId,
      'usr_',
    ]) {
      expect(opened.body).not.toContain(revealing);
    }
    expect(opened.cookies.find((cookie) => cookie.name === 'halo_session' && cookie.value)).toBeUndefined();

    const failed = await post('/confirm-link/complete', { token, test_result: 'failed' });
    expect(failed.json()).toMatchObject({ status: 'awaiting', authentication: { mode: 'sandbox' } });
    expect(await contributionsOfGift(testApp, gift)).toEqual([]);

    const passed = await Promise.all([
      post('/confirm-link/complete', { token, test_result: 'completed' }),
      post('/confirm-link/complete', { token, test_result: 'completed' }),
    ]);
    const answers = passed.map((response) => response.statusCode).sort();
    // One confirms it; the other either saw it confirmed or found the link used.
    expect(answers[0]).toBe(200);
    expect(
      passed.some((response) => response.statusCode === 200 && response.json().status === 'confirmed'),
    ).toBe(true);
    const contributions = await contributionsOfGift(testApp, gift);
    expect(contributions).toHaveLength(1);
    expect(contributions[0]).toMatchObject({
      status: 'succeeded',
      chargedAmount: 5000,
      occurrenceDate: '2027-03-02',
    });
    expect(await giftRow(testApp, gift)).toMatchObject({
      lastOccurrence: '2027-03-02',
      nextOccurrence: '2027-04-02',
    });
    const receipts = mailbox
      .all()
      .filter(
        (m) => m.to.includes(donor.email) && m.subject === 'Gracias por su donación a Grace Community Church',
      );
    expect(receipts).toHaveLength(1);

    const used = await post('/confirm-link', { token });
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ code: 'link_used', locale: 'es' });
    expect(used.json().message).toContain('ya está confirmada');
  });
});

describe('a confirm link that opens nothing', () => {
  it('is 404 forged or from another church, 410 expired, and limited after 20 refusals per IP', async () => {
    const { donor } = await waitingGift();
    const token = tokenOf(confirmMails(donor)[0]!.links[0]!);
    const { post } = await guest();
    const [payload, signature] = token.split('.');
    const forged = await post('/confirm-link', { token: `${payload}.${signature!.slice(1)}A` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ code: 'link_unknown' });
    const hope = await (await guest('hope.localhost')).post('/confirm-link', { token });
    expect(hope.statusCode).toBe(404);
    expect(hope.json()).not.toHaveProperty('locale');
    const manageToken = decodeURIComponent(
      new URL(confirmMails(donor)[0]!.links[1]!).pathname.replace(/^\/manage\//, ''),
    );
    expect((await post('/confirm-link', { token: manageToken })).statusCode).toBe(404);

    await testApp.app.db
      .update(giftConfirmations)
      .set({ expiresAt: new Date(clock.now.getTime() - 1) })
      .where(
        eq(giftConfirmations.organizationId, (await testApp.app.organizations.findBySubdomain('demo'))!.id),
      );
    const expired = await post('/confirm-link', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'link_expired', locale: 'en' });

    const bad = { token: 'nope.nope' };
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i += 1) status = (await post('/confirm-link', bad)).statusCode;
    expect(status).toBe(429);
  });

  it('needs the CSRF header', async () => {
    const { browser } = await guest();
    const response = await browser.request({
      method: 'POST',
      url: '/confirm-link',
      payload: { token: 'x.y' },
      sendCsrfToken: false,
    });
    expect(response.statusCode).toBe(419);
  });
});
