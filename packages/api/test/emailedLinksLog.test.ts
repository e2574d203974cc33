// An emailed link is the only credential of whoever holds it, and a log is read by more people than
// the mailbox: with the file mailer (no SMTP_URL) and every log level on, the messages of a password
// reset, an administrator's invitation, a sign-in code, a gift's manage link and "Confirm your gift",
// and the requests that open those links, leave no link or token in any log line above debug. The
// mailer's info line says what was sent and to which domain. PGlite and PostgreSQL.
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { inviteAdministrator } from '../src/core/accounts/administratorInvitation';
import { organizations } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { eq } from 'drizzle-orm';
import { RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { registeredDonorWithCard, startRecurringGift, TestClock } from './recurringFlow';

jest.setTimeout(120_000);

const DEBUG = 20;
const mailbox = new Mailbox();
const clock = new TestClock();
const lines: { level: number; text: string }[] = [];
let testApp: TestApp;

beforeAll(async () => {
  clock.setDay('2027-03-01');
  testApp = await startTestApp({
    clock: clock.read,
    config: { logLevel: 'trace', dataDir: mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
    logStream: {
      write: (line) => void lines.push({ level: (JSON.parse(line) as { level: number }).level, text: line }),
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

async function post(url: string, payload: unknown) {
  const browser = new TestBrowser(testApp);
  await browser.fetchCsrfCookie();
  return browser.request({ method: 'POST', url, payload, headers: { 'x-requested-by': 'halo-give' } });
}

it('keeps every emailed link and token out of the log above debug', async () => {
  // A password reset and a sign-in code, as the portal asks for them.
  expect((await post('/forgot-password', { email: DEMO_DONOR.email })).statusCode).toBe(200);
  expect((await post('/sign-in-code', { email: DEMO_DONOR.email })).statusCode).toBeLessThan(300);
  // An administrator's invitation, as the console and the CLI queue it.
  await testApp.app.db.transaction(async (tx) => {
    const [demo] = await tx.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    await inviteAdministrator(
      tx,
      demo!,
      { email: 'new-admin@grace.example', abilities: ['view-gifts'] },
      { publicUrl: testApp.app.config.publicUrl, now: clock.read() },
    );
  });
  await testApp.app.outbox.drain();
  // "Confirm your gift" with the gift's manage link: a recurring charge the bank wants confirmed.
  const donor = await registeredDonorWithCard(testApp, '4000002760003184');
  await startRecurringGift(testApp, donor, { frequency: 'monthly', startDate: '2027-03-02', amount: 5000 });
  clock.setDay('2027-03-02');
  await testApp.app.recurringWorker.runOnce();
  await testApp.app.outbox.drain();

  const links = mailbox.all().flatMap((mail) => mail.links);
  const paths = links.map((link) => new URL(link).pathname);
  for (const page of ['/reset-password/', '/sign-in/', '/confirm/', '/manage/']) {
    expect([page, paths.some((path) => path.startsWith(page))]).toEqual([page, true]);
  }
  const invitation = mailbox.latestTo('new-admin@grace.example');
  expect(invitation?.links).toEqual([expect.stringMatching(/\/reset-password\/[\w-]+\?mode=set$/)]);
  // The sign-in code itself is the other way in that email (its subject says it).
  const codes = mailbox
    .all()
    .flatMap((mail) => /sign-in code: ([\d -]+)$/.exec(mail.subject)?.[1]?.trim() ?? []);
  expect(codes).toHaveLength(1);

  // Opening each link, as the donor's browser does.
  for (const link of links) {
    const url = new URL(link);
    await new TestBrowser(testApp).request({ method: 'GET', url: url.pathname + url.search });
  }

  const tokens = paths.map((path) => path.split('/').pop()!).filter((token) => token.length >= 16);
  expect(tokens.length).toBeGreaterThanOrEqual(links.length - 1);
  const above = lines.filter((line) => line.level > DEBUG).map((line) => line.text);
  for (const secret of [...links, ...tokens]) {
    expect([secret, above.filter((text) => text.includes(secret))]).toEqual([secret, []]);
  }
  const code = new RegExp(`(?<!\\d)${codes[0]!}(?!\\d)`);
  expect(above.filter((text) => code.test(text))).toEqual([]);
  // What was sent, and to which domain, without the address.
  expect(above.join('\n')).toContain('"toDomain":"grace.example"');
  expect(above.join('\n')).not.toContain('new-admin@grace.example');
  // Debug keeps them for a developer who asks for it.
  const debug = lines.filter((line) => line.level === DEBUG).map((line) => line.text);
  expect(debug.some((text) => text.includes(links[0]!))).toBe(true);
});
