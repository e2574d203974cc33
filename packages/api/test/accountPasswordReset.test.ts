// A forgotten password: POST /forgot-password's emailed link and POST /reset-password (or setting a
// first password on an account made with a gift), against the real app on PGlite or PostgreSQL.
import { DEMO_DONOR } from '../src/seed';
import { type TestBrowser, type TestApp } from './helper';
import { openAccountsWorld, MINUTE } from './accountsWorld';

const world = openAccountsWorld();
const { mailbox, uniqueEmail, browser, post, register, tokenOf, me } = world;
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
});

describe('POST /forgot-password and POST /reset-password', () => {
  const forgot = (
    client: TestBrowser,
    email: string,
    headers: Record<string, string> = { 'x-requested-by': 'halo-give' },
  ) => post(client, '/forgot-password', { email }, headers);

  it('sends nothing without the CSRF token (419)', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    const before = mailbox.all().length;
    const client = browser();
    await client.fetchCsrfCookie();
    const response = await client.request({
      method: 'POST',
      url: '/forgot-password',
      payload: { email },
      headers: { 'x-requested-by': 'halo-give', 'x-xsrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(419);
    expect(mailbox.all()).toHaveLength(before);
  });

  it('needs X-Requested-By (docs/PRODUCT.md §7)', async () => {
    const response = await forgot(browser(), DEMO_DONOR.email, {});
    expect(response.statusCode).toBe(400);
  });

  it('answers the spec’s message for an address without an account', async () => {
    const response = await forgot(browser(), uniqueEmail('nobody'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The informed email is not registered.',
      errors: { email: ['The informed email is not registered.'] },
    });
  });

  it('emails the verification in the registration’s locale', async () => {
    const email = uniqueEmail();
    await register(browser(), email, 'es');
    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Verifica tu dirección de correo electrónico');
    expect(mail?.text).toContain('gracias por crear tu cuenta de donante en Grace Community Church');
  });

  it('emails a reset link in the donor’s locale, one a minute per email', async () => {
    const email = uniqueEmail();
    await register(browser(), email, 'es');
    const sent = await forgot(browser(), email);
    expect(sent.statusCode).toBe(200);
    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Restablece tu contraseña');
    expect(mail?.links[0]).toMatch(/^http:\/\/demo\.localhost:8080\/reset-password\/[\w-]{43}$/);

    const limited = await forgot(browser(), email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    world.offset += MINUTE;
    expect((await forgot(browser(), email)).statusCode).toBe(200);
  });

  it('resets once with the right email, signs every session out, and the link then fails', async () => {
    const email = uniqueEmail();
    const signedIn = browser();
    await register(signedIn, email);
    await forgot(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);
    const reset = (client: TestBrowser, body: Record<string, string>) =>
      post(client, '/reset-password', {
        token,
        email,
        password: 'new password 1',
        password_confirmation: 'new password 1',
        ...body,
      });

    // A wrong email does not spend the link.
    const wrongEmail = await reset(browser(), { email: DEMO_DONOR.email });
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json().errors).toEqual({
      email: ['This password reset link is invalid or has expired.'],
    });

    const done = await reset(browser(), {});
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been reset.');
    expect(await me(signedIn)).toBeNull();

    expect((await browser().login(email, 'correct horse')).statusCode).toBe(422);
    expect((await browser().login(email, 'new password 1')).statusCode).toBe(200);
    expect(
      (await reset(browser(), { password: 'third one!', password_confirmation: 'third one!' })).statusCode,
    ).toBe(422);
  });

  it('refuses a reset link after 60 minutes', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    await forgot(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);
    world.offset += 61 * MINUTE;
    const response = await post(browser(), '/reset-password', {
      token,
      email,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(response.statusCode).toBe(422);
  });

  it('lets an account without a password (created with a gift) set one: “set” mode', async () => {
    const { app } = testApp;
    const organization = await app.organizations.findBySubdomain('demo');
    const email = uniqueEmail('giver');
    await app.accounts.createDonor({
      organizationId: organization!.id,
      email,
      passwordHash: null,
      firstName: 'Gift',
      lastName: 'Giver',
      locale: 'en',
      emailVerifiedAt: null,
    });
    expect((await browser().login(email, 'anything at all')).statusCode).toBe(422);
    await forgot(browser(), email);
    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Set your password');
    expect(mail?.links[0]).toMatch(/\/reset-password\/[\w-]{43}\?mode=set$/);
    const set = await post(browser(), '/reset-password', {
      token: tokenOf(mail?.links[0]),
      email,
      password: 'my first password',
      password_confirmation: 'my first password',
    });
    expect(set.statusCode).toBe(200);
    const client = browser();
    expect((await client.login(email, 'my first password')).statusCode).toBe(200);
    expect((await me(client))?.emailVerifiedAt).toEqual(expect.any(String));
  });
});
