// Sign-in by emailed code: POST /sign-in-code and POST /sign-in-code/verify against the real app on
// PGlite or PostgreSQL (code, link, one answer for any address, attempts, expiry, limits, tenancy).
import { eq } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { signInCodes, users } from '../src/db/schema';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';

const MINUTE = 60_000;
let offset = 0;
const mailbox = new Mailbox();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir: mailbox.dataDir },
    clock: () => new Date(Date.now() + offset),
  });
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});
// Each test starts a day later: every attempt window of the one before has ended.
beforeEach(() => {
  offset += 24 * 60 * MINUTE;
});

let counter = 0;
const uniqueEmail = (name = 'donor') => `${name}-${Date.now()}-${(counter += 1)}@example.com`;
const browser = (host = 'demo.localhost') => new TestBrowser(testApp, host);

async function post(
  client: TestBrowser,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.fetchCsrfCookie();
  return client.request({ method: 'POST', url, payload, headers });
}

async function register(email: string, locale = 'en', host = 'demo.localhost') {
  const response = await post(
    browser(host),
    '/register',
    {
      first_name: 'Ana',
      last_name: 'Lopez',
      email,
      password: 'correct horse',
      password_confirmation: 'correct horse',
    },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(201);
}

const requestCode = (client: TestBrowser, email: string, locale = 'en') =>
  post(client, '/sign-in-code', { email }, { 'x-locale': locale });
const verify = (client: TestBrowser, payload: unknown, locale = 'en') =>
  post(client, '/sign-in-code/verify', payload, { 'x-locale': locale });

function mailed(email: string) {
  const mail = mailbox.latestTo(email);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? '';
  const token = /\/sign-in\/([\w-]+)/.exec(mail?.links.join(' ') ?? '')?.[1] ?? '';
  return { mail, code, token };
}

const wrongCodeOf = (code: string) => (code === '000000' ? '000001' : '000000');

async function me(client: TestBrowser) {
  const response = await client.graphql(ME_QUERY);
  return response.statusCode === 200 ? response.json().data.me : null;
}

const userOf = async (email: string) =>
  (await testApp.app.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('sign-in by emailed code', () => {
  it('mails a code and signs in with it like a password sign-in, proving the mailbox', async () => {
    const email = uniqueEmail();
    await register(email);
    expect((await userOf(email)).emailVerifiedAt).toBeNull();
    const client = browser();
    const response = await requestCode(client, email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: `If an account exists for ${email}, we sent a code. It expires in 10 minutes.`,
    });
    const { mail, code, token } = mailed(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(token).not.toBe('');
    expect(mail?.text).toContain(`http://demo.localhost`);
    const guestSession = client.cookies.get('halo_session');
    const signedIn = await verify(client, { email, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ prefixedId: expect.stringMatching(/^usr_/), email });
    expect(client.cookies.get('halo_session')).not.toBe(guestSession);
    expect(await me(client)).toMatchObject({ email });
    expect((await userOf(email)).emailVerifiedAt).not.toBeNull();
    // Used once: the same code and its link no longer work.
    expect((await verify(browser(), { email, code })).statusCode).toBe(422);
    expect((await verify(browser(), { token })).statusCode).toBe(422);
  });

  it('signs in by the emailed link, once, in the donor’s language', async () => {
    const email = uniqueEmail();
    await register(email, 'es');
    await requestCode(browser(), email);
    const { mail, token } = mailed(email);
    expect(mail?.subject).toMatch(/^Tu código de acceso: \d{6}$/);
    const client = browser();
    expect((await verify(client, { token })).statusCode).toBe(200);
    expect(await me(client)).toMatchObject({ email });
    const again = await verify(browser(), { token }, 'es');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([
      'Este enlace de acceso ya no funciona. Solicita un código nuevo.',
    ]);
  });

  it('answers the same for an address without an account and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const before = mailbox.all().length;
    const response = await requestCode(browser(), email, 'es');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: `Si existe una cuenta para ${email}, enviamos un código. Vence en 10 minutos.`,
    });
    expect(mailbox.all()).toHaveLength(before);
  });

  it('counts wrong codes with the attempts left and kills the code at the fifth', async () => {
    const email = uniqueEmail();
    await register(email);
    await requestCode(browser(), email);
    const { code } = mailed(email);
    const client = browser();
    const wrong = wrongCodeOf(code);
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(client, { email, code: wrong }, attempt === 1 ? 'es' : 'en');
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
    const right = await verify(client, { email, code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toEqual(['This code no longer works. Request a new code.']);
    expect(await me(client)).toBeNull();
  });

  it('expires after 10 minutes', async () => {
    const email = uniqueEmail();
    await register(email);
    await requestCode(browser(), email);
    const { code, token } = mailed(email);
    offset += 10 * MINUTE + 1000;
    expect((await verify(browser(), { email, code })).statusCode).toBe(422);
    expect((await verify(browser(), { token })).statusCode).toBe(422);
  });

  it('replaces the first code with a second request', async () => {
    const email = uniqueEmail();
    await register(email);
    await requestCode(browser(), email);
    const first = mailed(email);
    await requestCode(browser(), email);
    const second = mailed(email);
    expect(second.token).not.toBe(first.token);
    expect((await verify(browser(), { token: first.token })).statusCode).toBe(422);
    if (first.code !== second.code) {
      expect((await verify(browser(), { email, code: first.code })).statusCode).toBe(422);
    }
    expect((await verify(browser(), { email, code: second.code })).statusCode).toBe(200);
    const user = await userOf(email);
    expect(await testApp.app.db.select().from(signInCodes).where(eq(signInCodes.userId, user.id))).toEqual(
      [],
    );
  });

  it('stores neither the code nor the link in plain text', async () => {
    const email = uniqueEmail();
    await register(email);
    await requestCode(browser(), email);
    const { code, token } = mailed(email);
    const user = await userOf(email);
    const rows = await testApp.app.db.select().from(signInCodes).where(eq(signInCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(token);
  });

  it('limits requests per email with a 429 in the caller’s language', async () => {
    const email = uniqueEmail();
    await register(email);
    for (let request = 0; request < 3; request += 1) {
      expect((await requestCode(browser(), email)).statusCode).toBe(202);
    }
    const english = await requestCode(browser(), email);
    expect(english.statusCode).toBe(429);
    expect(english.headers['retry-after']).toMatch(/^\d+$/);
    expect(english.json().message).toMatch(/Too many/i);
    const spanish = await requestCode(browser(), email, 'es');
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json().message).toMatch(/Demasiados/i);
  });

  it('limits requests per IP, found or not', async () => {
    for (let request = 0; request < 10; request += 1) {
      expect((await requestCode(browser(), uniqueEmail('probe'))).statusCode).toBe(202);
    }
    expect((await requestCode(browser(), uniqueEmail('probe'))).statusCode).toBe(429);
  });

  it('never signs in at another church', async () => {
    const email = uniqueEmail();
    await register(email);
    await requestCode(browser(), email);
    const { code, token } = mailed(email);
    const atHope = browser('hope.localhost');
    expect((await verify(atHope, { email, code })).statusCode).toBe(422);
    expect((await verify(atHope, { token })).statusCode).toBe(422);
    expect(await me(atHope)).toBeNull();
    // The right church still takes the code.
    expect((await verify(browser(), { email, code })).statusCode).toBe(200);
  });

  it('refuses a request and a verification without the CSRF token (419)', async () => {
    const email = uniqueEmail();
    await register(email);
    const before = mailbox.all().length;
    const client = browser();
    await client.fetchCsrfCookie();
    const forged = { 'x-xsrf-token': 'forged' };
    expect(
      (await client.request({ method: 'POST', url: '/sign-in-code', payload: { email }, headers: forged }))
        .statusCode,
    ).toBe(419);
    expect(mailbox.all()).toHaveLength(before);
    expect(
      (
        await client.request({
          method: 'POST',
          url: '/sign-in-code/verify',
          payload: { email, code: '123456' },
          headers: forged,
        })
      ).statusCode,
    ).toBe(419);
  });
});
