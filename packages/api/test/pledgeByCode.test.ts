// Pledging from a campaign's giving form by an emailed pledge code, without an account session
// (docs/PRODUCT.md §14 "Pledging by emailed code"): POST /api/give/pledge-code and its verify
// against the real app on PGlite or PostgreSQL. The pledge is recorded only once the code proves the
// mailbox, on the church's donor record of that address; each way in that must not pledge is here:
// a wrong code, an expired one, another church's campaign, a closed campaign, too many requests,
// a page of a website the church does not allow (the giving calls' defence against cross-site
// requests, since they carry no cookie) and a signed-in session, which is no credential here.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { campaigns, organizations, pledges, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { insertCampaign } from './pledgeFixtures';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const FOREIGN_ORIGIN = 'https://attacker.example';
let offset = 0;
const mailbox = new Mailbox();
let testApp: TestApp;
let demo: { id: number; prefixedId: string };
let hope: { id: number; prefixedId: string };
let roof: { id: number; slug: string };
let hopeCampaign: { slug: string };

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir: mailbox.dataDir, logLevel: 'error' },
    clock: () => new Date(Date.now() + offset),
  });
  const churches = await testApp.app.db.select().from(organizations);
  demo = churches.find((row) => row.subdomain === 'demo')!;
  hope = churches.find((row) => row.subdomain === 'hope')!;
  roof = await insertCampaign(testApp, demo.id, { name: 'New roof', slug: 'new-roof' });
  hopeCampaign = await insertCampaign(testApp, hope.id, { name: 'Hope organ', slug: 'hope-organ' });
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
const uniqueEmail = (name = 'pledger') => `${name}-${Date.now()}-${(counter += 1)}@example.com`;

interface Call {
  email: string;
  campaign?: string;
  amount?: unknown;
  organization?: string;
  locale?: string;
  origin?: string;
  from?: TestBrowser;
}

function send(url: string, call: Call, extra: Record<string, unknown> = {}) {
  const client = call.from ?? new TestBrowser(testApp, 'demo.localhost');
  return client.request({
    method: 'POST',
    url,
    sendCsrfToken: false,
    payload: {
      organization_prefixed_id: call.organization ?? demo.prefixedId,
      campaign: call.campaign ?? roof.slug,
      email: call.email,
      amount: call.amount ?? 50_000,
      ...extra,
    },
    headers: {
      'x-locale': call.locale ?? 'en',
      ...(call.origin ? { origin: call.origin } : {}),
    },
  });
}
const requestCode = (call: Call) => send('/api/give/pledge-code', call);
const verify = (call: Call, code: string) => send('/api/give/pledge-code/verify', call, { code });

/** A donor record without an account, as a guest gift of the giving form makes it. */
async function guestRecord(email: string) {
  const response = await new TestBrowser(testApp).request({
    method: 'POST',
    url: '/api/give/customer',
    sendCsrfToken: false,
    payload: { organization_prefixed_id: demo.prefixedId, email, first_name: 'Rosa', last_name: 'Diaz' },
  });
  expect(response.statusCode).toBe(200);
  return userOf(email);
}

const userOf = async (email: string, organizationId = demo.id) =>
  (
    await testApp.app.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.organizationId, organizationId)))
  )[0]!;

const activePledgesOf = (userId: number) =>
  testApp.app.db
    .select()
    .from(pledges)
    .where(and(eq(pledges.donorUserId, userId), isNull(pledges.replacedAt)));

function mailedCode(email: string) {
  const mail = mailbox.latestTo(email);
  return { mail, code: /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? '' };
}
const wrongCodeOf = (code: string) => (code === '000000' ? '000001' : '000000');

describe('pledging by emailed code', () => {
  it('records the pledge on the record the code proves, verifies its address and signs nobody in', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    expect(record.emailVerifiedAt).toBeNull();
    const asked = await requestCode({ email: email.toUpperCase(), amount: 75_000 });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: `If ${email} is the email of a donor of Grace Community Church, we sent it a code to confirm your pledge. It expires in 10 minutes.`,
    });
    const { mail, code } = mailedCode(email);
    expect(mail?.subject).toBe(`Your code to confirm your pledge: ${code}`);
    expect(mail?.text).toContain('confirm your pledge of $750.00 to New roof');
    // The pledge's email carries the code alone: no sign-in link.
    expect(mail?.links.join(' ') ?? '').not.toContain('/sign-in/');
    // Nothing is recorded on the typed address alone.
    expect(await activePledgesOf(record.id)).toEqual([]);

    const client = new TestBrowser(testApp, 'demo.localhost');
    const pledged = await verify({ email, amount: 75_000, from: client }, code);
    expect(pledged.statusCode).toBe(201);
    expect(pledged.json()).toEqual({
      pledge_prefixed_id: expect.stringMatching(/^plg_/),
      campaign_name: 'New roof',
      amount: 75_000,
    });
    expect(await activePledgesOf(record.id)).toEqual([
      expect.objectContaining({
        campaignId: roof.id,
        amount: 75_000,
        source: 'donor',
        recordedByUserId: null,
      }),
    ]);
    expect((await userOf(email)).emailVerifiedAt).not.toBeNull();
    // No session was started: the answer set no cookie.
    expect([...client.cookies.keys()]).toEqual([]);
    expect(pledged.headers['set-cookie']).toBeUndefined();
    // The code is spent.
    const again = await verify({ email }, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual(['This code no longer works. Request a new code.']);
  });

  it('replaces the record’s pledge to the campaign with a new amount, keeping the old as history', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    await requestCode({ email, amount: 10_000 });
    expect((await verify({ email, amount: 10_000 }, mailedCode(email).code)).statusCode).toBe(201);
    await requestCode({ email, amount: 20_000 });
    expect((await verify({ email, amount: 20_000 }, mailedCode(email).code)).statusCode).toBe(201);
    const all = await testApp.app.db
      .select()
      .from(pledges)
      .where(eq(pledges.donorUserId, record.id))
      .orderBy(asc(pledges.id));
    expect(all.map((row) => [row.amount, row.replacedAt === null])).toEqual([
      [10_000, false],
      [20_000, true],
    ]);
  });

  it('answers the same for an address the church does not know, mailing and recording nothing', async () => {
    const email = uniqueEmail('stranger');
    const before = mailbox.all().length;
    const asked = await requestCode({ email, locale: 'es' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: `Si ${email} es el correo de un donante de Grace Community Church, le enviamos un código para confirmar tu promesa. Vence en 10 minutos.`,
    });
    expect(mailbox.all()).toHaveLength(before);
    expect(await userOf(email)).toBeUndefined();
    const guessed = await verify({ email, locale: 'es' }, '123456');
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json().errors.code).toEqual(['Este código ya no funciona. Solicita un código nuevo.']);
  });

  it('counts wrong codes, kills the code at the fifth and records nothing', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    await requestCode({ email });
    const { code } = mailedCode(email);
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify({ email, locale: attempt === 1 ? 'es' : 'en' }, wrongCodeOf(code));
      expect(response.statusCode).toBe(422);
      answers.push(response.json().errors.code[0]);
    }
    expect(answers).toEqual([
      'Ese código no es correcto. Quedan 4 intentos.',
      'That code is not right. 3 attempts left.',
      'That code is not right. 2 attempts left.',
      'That code is not right. 1 attempt left.',
      'This code no longer works. Request a new code.',
    ]);
    expect((await verify({ email }, code)).statusCode).toBe(422);
    expect(await activePledgesOf(record.id)).toEqual([]);
    expect((await userOf(email)).emailVerifiedAt).toBeNull();
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    await requestCode({ email });
    const { code } = mailedCode(email);
    offset += 10 * MINUTE + 1000;
    const late = await verify({ email }, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.code).toEqual(['This code no longer works. Request a new code.']);
    expect(await activePledgesOf(record.id)).toEqual([]);
  });

  it('never pledges to another church’s campaign, nor with a code of another church', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    const before = mailbox.all().length;
    const foreign = await requestCode({ email, campaign: hopeCampaign.slug, locale: 'es' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.campaign).toEqual(['No se encontró esta campaña.']);
    expect(mailbox.all()).toHaveLength(before);
    await requestCode({ email });
    const { code } = mailedCode(email);
    const atHope = await verify({ email, organization: hope.prefixedId, campaign: hopeCampaign.slug }, code);
    expect(atHope.statusCode).toBe(422);
    expect(atHope.json().errors.code).toEqual(['This code no longer works. Request a new code.']);
    const wrongCampaign = await verify({ email, campaign: hopeCampaign.slug }, code);
    expect(wrongCampaign.statusCode).toBe(422);
    expect(wrongCampaign.json().errors.campaign).toEqual(['This campaign was not found.']);
    expect(await activePledgesOf(record.id)).toEqual([]);
    // Neither refusal spent the code: the church's own campaign still takes it.
    expect((await verify({ email }, code)).statusCode).toBe(201);
  });

  it('refuses a closed campaign before mailing a code, and before spending one', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    const closing = await insertCampaign(testApp, demo.id, { name: 'Kitchen', slug: `kitchen-${counter}` });
    await requestCode({ email, campaign: closing.slug });
    const { code } = mailedCode(email);
    await testApp.app.db.update(campaigns).set({ status: 'closed' }).where(eq(campaigns.id, closing.id));
    const before = mailbox.all().length;
    const asked = await requestCode({ email, campaign: closing.slug, locale: 'es' });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors.campaign).toEqual(['Esta campaña terminó: elige una abierta.']);
    expect(mailbox.all()).toHaveLength(before);
    const late = await verify({ email, campaign: closing.slug }, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.campaign).toEqual(['This campaign has ended: choose an open one.']);
    expect(await activePledgesOf(record.id)).toEqual([]);
  });

  it('refuses an amount by its field before mailing a code', async () => {
    const email = uniqueEmail();
    await guestRecord(email);
    const before = mailbox.all().length;
    const response = await requestCode({ email, amount: 0, locale: 'es' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount).toEqual(['El monto de la promesa debe ser mayor que $0.00.']);
    expect(mailbox.all()).toHaveLength(before);
  });

  it('limits code requests per address with the sign-in code’s limit, in the caller’s language', async () => {
    const email = uniqueEmail();
    await guestRecord(email);
    for (let request = 0; request < 3; request += 1) {
      expect((await requestCode({ email })).statusCode).toBe(202);
    }
    const before = mailbox.all().length;
    const refused = await requestCode({ email, locale: 'es' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(/Demasiados/i);
    expect(mailbox.all()).toHaveLength(before);
  });

  it('refuses a page of a website the church does not allow, mailing and recording nothing', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    const before = mailbox.all().length;
    const asked = await requestCode({ email, origin: FOREIGN_ORIGIN });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toEqual({ message: 'This site may not take gifts for this organization.' });
    expect(mailbox.all()).toHaveLength(before);
    await requestCode({ email });
    const { code } = mailedCode(email);
    expect((await verify({ email, origin: FOREIGN_ORIGIN }, code)).statusCode).toBe(403);
    expect(await activePledgesOf(record.id)).toEqual([]);
    // A website the church allows may (the demo church allows *.localhost).
    expect((await verify({ email, origin: 'http://chapel.localhost:3000' }, code)).statusCode).toBe(201);
  });

  it('takes no credential from a signed-in session: the pledge is the proven address’s', async () => {
    const email = uniqueEmail();
    const record = await guestRecord(email);
    const signedIn = new TestBrowser(testApp, 'demo.localhost');
    expect((await signedIn.login(DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBe(200);
    const demoDonor = await userOf(DEMO_DONOR.email);
    const before = (await activePledgesOf(demoDonor.id)).length;
    // The session's own address without its code pledges nothing, with or without a CSRF token.
    const noCode = await signedIn.request({
      method: 'POST',
      url: '/api/give/pledge-code/verify',
      headers: { 'x-xsrf-token': 'forged' },
      payload: {
        organization_prefixed_id: demo.prefixedId,
        campaign: roof.slug,
        email: DEMO_DONOR.email,
        amount: 5_000,
      },
    });
    expect(noCode.statusCode).toBe(422);
    expect(Object.keys(noCode.json().errors)).toEqual(['code']);
    await requestCode({ email });
    expect((await verify({ email, from: signedIn }, mailedCode(email).code)).statusCode).toBe(201);
    expect(await activePledgesOf(record.id)).toHaveLength(1);
    expect(await activePledgesOf(demoDonor.id)).toHaveLength(before);
  });
});
