// "Revoke email links" from the portal (POST /manage-link/revoke): the signed-in donor turns off every
// emailed manage link of one of their own recurring gifts; nobody else can, not another donor, not
// from another church's host, not a guest, not without the CSRF token. Also: the first receipt of a
// recurring gift given today carries the link. PGlite and PostgreSQL.
import { asc, sql } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { outboxMessages, recurringGivings } from '../src/db/schema';
import { RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { signInDemoDonor } from './portalFixtures';
import { registeredDonorWithCard, startRecurringGift, TestClock } from './recurringFlow';

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
  await testApp.app.db.update(recurringGivings).set({ status: 'paused' });
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

const LINK = /\/manage\/([A-Za-z0-9_.-]+)/;

async function firstReceiptLink(email: string): Promise<string> {
  const rows = await testApp.app.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}->>'to' = ${email}`)
    .orderBy(asc(outboxMessages.id));
  const receipt = rows
    .map((row) => row.message as { subject: string; text: string })
    .find((mail) => /Thank you for your gift/.test(mail.subject) && LINK.test(mail.text));
  if (!receipt) throw new Error('no receipt with a manage link');
  return LINK.exec(receipt.text)![1]!;
}

async function opens(token: string): Promise<number> {
  const guest = new TestBrowser(testApp, 'demo.localhost');
  await guest.fetchCsrfCookie();
  return (await guest.request({ method: 'POST', url: '/manage-link', payload: { token } })).statusCode;
}

const revoke = (browser: TestBrowser, prefixedId: string, options: { sendCsrfToken?: boolean } = {}) =>
  browser.request({
    method: 'POST',
    url: '/manage-link/revoke',
    payload: { recurring_giving_prefixed_id: prefixedId },
    ...options,
  });

it('turns off the links of the donor’s own gift only, and refuses everyone else', async () => {
  const donor = await registeredDonorWithCard(testApp);
  // Given today: charged at once, and that first receipt carries the gift's link.
  const gift = await startRecurringGift(testApp, donor, {
    frequency: 'monthly',
    startDate: '2026-11-01',
    amount: 2500,
  });
  const token = await firstReceiptLink(donor.email);
  expect(await opens(token)).toBe(200);

  const other = await signInDemoDonor(testApp);
  expect((await revoke(other.browser, gift)).statusCode).toBe(404);
  const hope = new TestBrowser(testApp, 'hope.localhost');
  await hope.login(donor.email, 'a-long-enough-password');
  expect([401, 404]).toContain((await revoke(hope, gift)).statusCode);
  const guest = new TestBrowser(testApp, 'demo.localhost');
  await guest.fetchCsrfCookie();
  expect((await revoke(guest, gift)).statusCode).toBe(401);

  const owner = new TestBrowser(testApp, 'demo.localhost');
  await owner.login(donor.email, 'a-long-enough-password');
  expect((await revoke(owner, gift, { sendCsrfToken: false })).statusCode).toBe(419);
  expect(await opens(token)).toBe(200);

  const response = await revoke(owner, gift);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ revoked: 1 });
  expect(await opens(token)).toBe(410);
  // Nothing left to turn off.
  expect((await revoke(owner, gift)).json()).toEqual({ revoked: 0 });
});
