// A code mailed to confirm a pledge is not a sign-in code (docs/PRODUCT.md §14 "Pledging by emailed
// code"): each way across between the two, against the real app on PGlite or PostgreSQL. A pledge's
// code at POST /sign-in-code/verify signs nobody in, a sign-in code at POST /api/give/pledge-code/verify
// pledges nothing, a pledge's code confirms only its own campaign and amount at its own church, and
// neither kind of request replaces the other kind's live code. The pledge's email carries no link and
// no donor's name or id, and its code is in no log line above debug.
import { and, eq, isNull } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { organizations, pledges, users } from '../src/db/schema';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';
import { insertCampaign } from './pledgeFixtures';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const DEBUG = 20;
const DEAD = 'This code no longer works. Request a new code.';
/** The other purpose's code is a wrong code for the live one: refused, and counted. */
const WRONG = 'That code is not right. 4 attempts left.';
let offset = 0;
const mailbox = new Mailbox();
const logLines: { level: number; text: string }[] = [];
let testApp: TestApp;
let demo: { id: number; prefixedId: string };
let hope: { id: number; prefixedId: string };
let roof: { id: number; slug: string };
let organ: { id: number; slug: string };
let hopeCampaign: { slug: string };

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir: mailbox.dataDir, logLevel: 'trace' },
    clock: () => new Date(Date.now() + offset),
    logStream: {
      write: (line) =>
        void logLines.push({ level: (JSON.parse(line) as { level: number }).level, text: line }),
    },
  });
  const churches = await testApp.app.db.select().from(organizations);
  demo = churches.find((row) => row.subdomain === 'demo')!;
  hope = churches.find((row) => row.subdomain === 'hope')!;
  roof = await insertCampaign(testApp, demo.id, { name: 'New roof', slug: 'purpose-roof' });
  organ = await insertCampaign(testApp, demo.id, { name: 'Organ', slug: 'purpose-organ' });
  hopeCampaign = await insertCampaign(testApp, hope.id, { name: 'Hope roof', slug: 'purpose-hope-roof' });
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});
// Each test starts a day later: every attempt window of the one before has ended.
beforeEach(() => {
  offset += 24 * 60 * MINUTE;
});

let counter = 0;
const uniqueEmail = () => `purpose-${Date.now()}-${(counter += 1)}@example.com`;

/** A donor record of the church at `host`, as a guest gift of its giving form makes it. */
async function guestRecord(email: string, organization = demo, host = 'demo.localhost') {
  const response = await new TestBrowser(testApp, host).request({
    method: 'POST',
    url: '/api/give/customer',
    sendCsrfToken: false,
    payload: {
      organization_prefixed_id: organization.prefixedId,
      email,
      first_name: 'Rosa',
      last_name: 'Quintero',
    },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await testApp.app.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.organizationId, organization.id)));
  return row!;
}

interface PledgeCall {
  email: string;
  campaign?: string;
  amount?: number;
  organization?: { prefixedId: string };
}

function pledgeCall(url: string, call: PledgeCall, extra: Record<string, unknown> = {}) {
  return new TestBrowser(testApp, 'demo.localhost').request({
    method: 'POST',
    url,
    sendCsrfToken: false,
    payload: {
      organization_prefixed_id: (call.organization ?? demo).prefixedId,
      campaign: call.campaign ?? roof.slug,
      email: call.email,
      amount: call.amount ?? 50_000,
      ...extra,
    },
  });
}
const requestPledgeCode = (call: PledgeCall) => pledgeCall('/api/give/pledge-code', call);
const confirmPledge = (call: PledgeCall, code: string) =>
  pledgeCall('/api/give/pledge-code/verify', call, { code });

async function signInCall(client: TestBrowser, url: string, payload: unknown) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.fetchCsrfCookie();
  return client.request({ method: 'POST', url, payload });
}
const requestSignInCode = (email: string, host = 'demo.localhost') =>
  signInCall(new TestBrowser(testApp, host), '/sign-in-code', { email });

async function me(client: TestBrowser) {
  const response = await client.graphql(ME_QUERY);
  return response.statusCode === 200 ? (response.json().data.me ?? null) : null;
}

/** The newest code mailed to `email` whose subject `kind` says what it is for. */
async function mailedCode(email: string, kind: 'pledge' | 'sign-in') {
  await testApp.app.outbox.drain();
  const subject = kind === 'pledge' ? /confirm your pledge: (\d{6})$/ : /sign-in code: (\d{6})$/;
  const mail = mailbox
    .all()
    .filter((each) => each.to.includes(email) && subject.test(each.subject))
    .at(-1);
  return { mail, code: subject.exec(mail?.subject ?? '')?.[1] ?? '' };
}

const activePledgesOf = (userId: number) =>
  testApp.app.db
    .select()
    .from(pledges)
    .where(and(eq(pledges.donorUserId, userId), isNull(pledges.replacedAt)));

/** A pledge code and a sign-in code, both live for the record, that differ (one in a million do not). */
async function bothCodes(email: string) {
  for (;;) {
    expect((await requestSignInCode(email)).statusCode).toBe(202);
    expect((await requestPledgeCode({ email })).statusCode).toBe(202);
    const signIn = (await mailedCode(email, 'sign-in')).code;
    const pledge = (await mailedCode(email, 'pledge')).code;
    if (signIn !== pledge) return { signIn, pledge };
    offset += 24 * 60 * MINUTE;
  }
}

describe('a pledge’s code and a sign-in code each do only their own work', () => {
  it('refuses a pledge’s code at sign-in, leaves it live, and it then confirms its pledge', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    const { signIn, pledge } = await bothCodes(email);
    const client = new TestBrowser(testApp, 'demo.localhost');
    const refused = await signInCall(client, '/sign-in-code/verify', { email, code: pledge });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toEqual([WRONG]);
    expect(await me(client)).toBeNull();
    // Asking for the pledge's code left the sign-in code alone, and the refusal left the pledge's.
    expect((await confirmPledge({ email }, pledge)).statusCode).toBe(201);
    expect(await activePledgesOf(record.id)).toHaveLength(1);
    // Spent by its pledge, it is no sign-in code afterwards either.
    expect((await signInCall(client, '/sign-in-code/verify', { email, code: pledge })).statusCode).toBe(422);
    expect(await me(client)).toBeNull();
    expect((await signInCall(client, '/sign-in-code/verify', { email, code: signIn })).statusCode).toBe(200);
    expect(await me(client)).toMatchObject({ email });
  });

  it('refuses a sign-in code at a pledge, recording nothing, and the code still signs in', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    const { signIn, pledge } = await bothCodes(email);
    const refused = await confirmPledge({ email }, signIn);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toEqual([WRONG]);
    expect(await activePledgesOf(record.id)).toEqual([]);
    const client = new TestBrowser(testApp, 'demo.localhost');
    expect((await signInCall(client, '/sign-in-code/verify', { email, code: signIn })).statusCode).toBe(200);
    // The pledge's code outlived the sign-in, and a sign-in session adds nothing to it.
    expect((await confirmPledge({ email }, pledge)).statusCode).toBe(201);
  });

  it('confirms only the campaign and amount the code was mailed for', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    expect((await requestPledgeCode({ email, amount: 50_000 })).statusCode).toBe(202);
    const { code } = await mailedCode(email, 'pledge');
    const otherAmount = await confirmPledge({ email, amount: 90_000 }, code);
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json().errors.code).toEqual([DEAD]);
    const otherCampaign = await confirmPledge({ email, campaign: organ.slug }, code);
    expect(otherCampaign.statusCode).toBe(422);
    expect(otherCampaign.json().errors.code).toEqual([DEAD]);
    expect(await activePledgesOf(record.id)).toEqual([]);
    // Neither spent it: the pledge it was mailed for is recorded.
    expect((await confirmPledge({ email, amount: 50_000 }, code)).statusCode).toBe(201);
    expect(await activePledgesOf(record.id)).toEqual([
      expect.objectContaining({ campaignId: roof.id, amount: 50_000 }),
    ]);
  });

  it('does nothing at another church, where the same address has its own record', async () => {
    const email = uniqueEmail();
    const atDemo = await guestRecord(email);
    const atHope = await guestRecord(email, hope, 'hope.localhost');
    expect((await requestPledgeCode({ email })).statusCode).toBe(202);
    const { code } = await mailedCode(email, 'pledge');
    const pledged = await confirmPledge({ email, organization: hope, campaign: hopeCampaign.slug }, code);
    expect(pledged.statusCode).toBe(422);
    expect(pledged.json().errors.code).toEqual([DEAD]);
    expect(await activePledgesOf(atHope.id)).toEqual([]);
    const client = new TestBrowser(testApp, 'hope.localhost');
    expect((await signInCall(client, '/sign-in-code/verify', { email, code })).statusCode).toBe(422);
    expect(await me(client)).toBeNull();
    expect((await confirmPledge({ email }, code)).statusCode).toBe(201);
    expect(await activePledgesOf(atDemo.id)).toHaveLength(1);
  });

  it('lets an expired pledge code do neither', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    expect((await requestPledgeCode({ email })).statusCode).toBe(202);
    const { code } = await mailedCode(email, 'pledge');
    offset += 10 * MINUTE + 1000;
    expect((await confirmPledge({ email }, code)).json().errors.code).toEqual([DEAD]);
    const client = new TestBrowser(testApp, 'demo.localhost');
    expect((await signInCall(client, '/sign-in-code/verify', { email, code })).statusCode).toBe(422);
    expect(await activePledgesOf(record.id)).toEqual([]);
  });

  it('mails a pledge’s code with no link and no donor’s name or id, and logs it nowhere above debug', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    const before = logLines.length;
    expect((await requestPledgeCode({ email, amount: 12_500 })).statusCode).toBe(202);
    const { mail, code } = await mailedCode(email, 'pledge');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.links).toEqual([]);
    const words = [mail?.subject, mail?.text, mail?.html].join('\n');
    expect(words).toContain('confirm your pledge of $125.00 to New roof at Grace Community Church');
    for (const secret of ['Rosa', 'Quintero', record.prefixedId, 'http']) {
      expect([secret, words.includes(secret)]).toEqual([secret, false]);
    }
    expect((await confirmPledge({ email, amount: 12_500 }, code)).statusCode).toBe(201);
    const pattern = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    const above = logLines.slice(before).filter((line) => line.level > DEBUG);
    expect(above.filter((line) => pattern.test(line.text))).toEqual([]);
    expect(above.some((line) => line.text.includes('"toDomain":"example.com"'))).toBe(true);
  });
});
