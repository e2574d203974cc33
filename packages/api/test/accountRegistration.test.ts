// Registering an account and verifying its email: POST /register, the emailed link (POST
// /email/verify) and sending it again, against the real app on PGlite or PostgreSQL.
import { eq } from 'drizzle-orm';
import { hashEmailedToken } from '../src/core/accounts/emailedTokens';
import { authTokens, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { type TestApp } from './helper';
import { openAccountsWorld, MINUTE } from './accountsWorld';

const world = openAccountsWorld();
const { mailbox, uniqueEmail, browser, post, register, tokenOf, me } = world;
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
});

describe('POST /register', () => {
  it('creates an unverified account in this organization, signs it in and emails a verification link', async () => {
    const client = browser();
    const email = uniqueEmail();
    const response = await register(client, email.toUpperCase());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ prefixedId: expect.stringMatching(/^usr_/), email });
    const user = await me(client);
    expect(user).toMatchObject({
      email,
      emailVerifiedAt: null,
      person: { firstName: 'Ana', lastName: 'Lopez' },
    });

    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.links[0]).toMatch(/^http:\/\/demo\.localhost:8080\/verify-email\/[\w-]{43}$/);
  });

  it('stores only the SHA-256 of the emailed token', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);
    expect(token).toHaveLength(43); // 32 random bytes, base64url
    const byHash = await testApp.app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashEmailedToken(token)));
    const byToken = await testApp.app.db.select().from(authTokens).where(eq(authTokens.tokenHash, token));
    expect(byHash).toHaveLength(1);
    expect(byToken).toHaveLength(0);
  });

  it('refuses a taken email, mismatched passwords and missing fields with 422 in the request’s locale', async () => {
    const taken = await register(browser(), DEMO_DONOR.email);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const mismatch = await post(
      browser(),
      '/register',
      { first_name: '', email: 'x@example.com', password: 'short', password_confirmation: 'other' },
      { 'x-locale': 'es' },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toMatchObject({
      first_name: ['Este campo es obligatorio'],
      last_name: ['Este campo es obligatorio'],
      password: ['Debe tener al menos 8 caracteres'],
    });
  });

  it('changes nothing without the CSRF token (419)', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const email = uniqueEmail();
    const response = await client.request({
      method: 'POST',
      url: '/register',
      payload: {
        first_name: 'A',
        last_name: 'B',
        email,
        password: 'correct horse',
        password_confirmation: 'correct horse',
      },
      sendCsrfToken: false,
    });
    expect(response.statusCode).toBe(419);
    expect(await testApp.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(mailbox.latestTo(email)).toBeUndefined();
  });
});

describe('POST /email/verify', () => {
  it('verifies and signs in from the link, once', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);

    const other = browser(); // the link opened in another browser
    const first = await post(other, '/email/verify', { token });
    expect(first.statusCode).toBe(200);
    expect((await me(other))?.emailVerifiedAt).toEqual(expect.any(String));

    const again = await post(browser(), '/email/verify', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This verification link is invalid or has expired.'] });
  });

  it('refuses an expired link (24 hours) and a link of another organization', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);
    expect((await post(browser('hope.localhost'), '/email/verify', { token })).statusCode).toBe(422);
    world.offset += 24 * 60 * MINUTE + MINUTE;
    expect((await post(browser(), '/email/verify', { token })).statusCode).toBe(422);
  });
});

describe('POST /email/verification-notification', () => {
  it('needs a signed-in donor', async () => {
    const response = await post(browser(), '/email/verification-notification', {});
    expect(response.statusCode).toBe(401);
  });

  it('sends one email a minute, then recovers; says so when already verified', async () => {
    const client = browser();
    const email = uniqueEmail();
    await register(client, email);
    const sent = await post(client, '/email/verification-notification', {});
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe('A verification email has been sent to your email address.');
    const limited = await post(client, '/email/verification-notification', {}, { 'x-locale': 'es' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Demasiados intentos/);
    world.offset += MINUTE;
    expect((await post(client, '/email/verification-notification', {})).statusCode).toBe(202);

    const verifier = browser();
    await post(verifier, '/email/verify', { token: tokenOf(mailbox.latestTo(email)?.links[0]) });
    const verified = await post(verifier, '/email/verification-notification', {});
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true });
  });
});
