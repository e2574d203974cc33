// A queue's pass runs after the answers that gave it work, not after every request
// (src/db/queuedWork.ts): a portal read leaves the outbox alone, and a request that queues an email
// has it sent, with whatever else was due, before its answer leaves. The outbox's timer is off here,
// so only those passes send anything.
import { eq } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { loadConfig } from '../src/config';
import { outboxMessages } from '../src/db/schema';
import { enqueueMail } from '../src/mail/outbox';
import { DEMO_DONOR } from '../src/seed';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';

const mailbox = new Mailbox();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir: mailbox.dataDir, outbox: { ...loadConfig({}).outbox, intervalMs: 0 } },
  });
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

async function sentAt(id: number): Promise<Date | null> {
  const [row] = await testApp.app.db
    .select({ sentAt: outboxMessages.sentAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return row!.sentAt;
}

it('a read runs no outbox pass; a request that queues an email sends what is due before it answers', async () => {
  // Queued outside any request, as the recurring worker or another instance would.
  const elsewhere = await enqueueMail(testApp.app.db, {
    to: 'treasurer@example.com',
    subject: 'Queued elsewhere',
    text: 'Sent by the next pass.',
  });
  const donor = new TestBrowser(testApp);
  expect((await donor.login(DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBe(200);
  const me = await donor.graphql(ME_QUERY);
  expect(me.json().data.me.email).toBe(DEMO_DONOR.email);
  expect(await sentAt(elsewhere)).toBeNull();
  expect(mailbox.latestTo('treasurer@example.com')).toBeUndefined();

  const guest = new TestBrowser(testApp);
  await guest.fetchCsrfCookie();
  const forgot = await guest.request({
    method: 'POST',
    url: '/forgot-password',
    payload: { email: DEMO_DONOR.email },
    headers: { 'x-requested-by': 'halo-give' },
  });
  expect(forgot.statusCode).toBe(200);
  expect(await sentAt(elsewhere)).not.toBeNull();
  expect(mailbox.latestTo('treasurer@example.com')?.subject).toBe('Queued elsewhere');
  expect(mailbox.latestTo(DEMO_DONOR.email)?.text).toContain('/reset-password');
});
