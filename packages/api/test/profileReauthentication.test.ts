// A new sign-in email or password through updateDonor needs the current password; a new email is
// pending until the link sent to it is opened, and the old address is told. Against the real app
// on PGlite or PostgreSQL.
import { eq } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { authTokens, organizations, outboxMessages, people, users } from '../src/db/schema';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { firstError, PASSWORD, snapshotDonorData } from './portalFixtures';
import { quickPasswordHash } from './quickPasswordHash';

jest.setTimeout(30_000);

const UPDATE_DONOR = `mutation($email: String, $password: String, $password_confirmation: String,
  $current_password: String, $first_name: String) {
  updateDonor(email: $email, password: $password, password_confirmation: $password_confirmation,
    current_password: $current_password, first_name: $first_name) { prefixedId firstName contact { email } }
}`;
const ME = '{ me { email emailVerifiedAt pendingEmail person { contact { email } } } }';

const mailbox = new Mailbox();
let testApp: TestApp;
let serial = 0;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir: mailbox.dataDir } });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(serial += 1)}@example.com`;

/**
 * A donor account with PASSWORD, signed in. Made directly rather than through POST /register, whose
 * per-IP limit this many accounts from one test would reach.
 */
async function createAccount(
  email: string,
): Promise<{ browser: TestBrowser; email: string; userId: number }> {
  const [organization] = await testApp.app.db
    .select()
    .from(organizations)
    .where(eq(organizations.subdomain, 'demo'));
  const user = await testApp.app.accounts.createDonor({
    organizationId: organization!.id,
    email,
    passwordHash: await quickPasswordHash(PASSWORD),
    firstName: 'Sam',
    lastName: 'Mover',
    locale: 'en',
    emailVerifiedAt: null,
  });
  const browser = new TestBrowser(testApp, 'demo.localhost');
  expect((await browser.login(email, PASSWORD)).statusCode).toBe(200);
  return { browser, email, userId: user!.id };
}
const newDonor = (label: string) => createAccount(uniqueEmail(label));
const tokenOf = (link: string | undefined) => /\/verify-email\/([\w-]+)/.exec(link ?? '')?.[1] ?? '';

async function me(browser: TestBrowser) {
  return (await browser.graphql(ME)).json().data.me;
}

async function verify(browser: TestBrowser, token: string, locale = 'en') {
  if (!browser.cookies.has('XSRF-TOKEN')) await browser.fetchCsrfCookie();
  return browser.request({
    method: 'POST',
    url: '/email/verify',
    payload: { token },
    headers: { 'x-locale': locale },
  });
}

async function signsIn(email: string, password = PASSWORD): Promise<boolean> {
  const response = await new TestBrowser(testApp, 'demo.localhost').login(email, password);
  return response.statusCode === 200;
}

/** Everything a refused change must leave alone: donor rows, emailed links and queued mail. */
async function sideEffects() {
  const { db } = testApp.app;
  return JSON.stringify({
    donors: await snapshotDonorData(testApp.app),
    tokens: (await db.select().from(authTokens)).length,
    outbox: (await db.select().from(outboxMessages)).length,
  });
}

/** Verifies the donor's own (registration) address, as a donor who has used the account would have. */
async function markVerified(donor: { userId: number }) {
  await testApp.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, donor.userId));
}

describe('current_password on updateDonor', () => {
  it.each([
    ['en', 'This is a required field', 'The current password is incorrect.'],
    ['es', 'Este campo es obligatorio', 'La contraseña actual es incorrecta.'],
  ])(
    'a new email or password without it, or with a wrong one, is a validation error on current_password (%s)',
    async (locale, required, wrong) => {
      const donor = await newDonor(`reauth-${locale}`);
      const headers = { 'x-locale': locale };
      const before = await sideEffects();
      const changes = [
        { email: uniqueEmail('wanted') },
        { password: 'a brand new secret', password_confirmation: 'a brand new secret' },
      ];
      for (const change of changes) {
        for (const [current, message] of [
          [undefined, required],
          ['', required],
          ['not my password', wrong],
        ] as const) {
          const response = await donor.browser.graphql(
            UPDATE_DONOR,
            { ...change, current_password: current, first_name: 'Changed' },
            headers,
          );
          expect(firstError(response.json()).extensions).toEqual({
            category: 'validation',
            validation: { current_password: [message] },
          });
        }
      }
      expect(await sideEffects()).toBe(before);
      expect(await signsIn(donor.email)).toBe(true);
    },
  );

  it('is not needed for names alone, nor for sending the current email again', async () => {
    const donor = await newDonor('names');
    const response = await donor.browser.graphql(UPDATE_DONOR, {
      first_name: 'Renamed',
      email: donor.email.toUpperCase(),
    });
    expect(response.json().data.updateDonor).toMatchObject({
      firstName: 'Renamed',
      contact: { email: donor.email },
    });
  });

  it.each([
    ['en', 'Your account has no password yet. Use "Forgot your password?" on the sign-in page'],
    ['es', 'Su cuenta aún no tiene contraseña. Use "¿Olvidaste tu contraseña?"'],
  ])('an account without a password is sent to the forgot-password email (%s)', async (locale, text) => {
    const donor = await newDonor(`nopassword-${locale}`);
    await testApp.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, donor.userId));
    const before = await sideEffects();
    const response = await donor.browser.graphql(
      UPDATE_DONOR,
      { email: uniqueEmail('wanted'), current_password: PASSWORD },
      { 'x-locale': locale },
    );
    const message = (firstError(response.json()).extensions?.validation as Record<string, string[]>)
      .current_password?.[0];
    expect(message).toContain(text);
    expect(await sideEffects()).toBe(before);
  });

  it('wrong guesses count as failed sign-ins of the account: after five, even the right one waits', async () => {
    const donor = await newDonor('guesses');
    for (let i = 0; i < 5; i += 1) {
      const response = await donor.browser.graphql(UPDATE_DONOR, {
        email: uniqueEmail('wanted'),
        current_password: `guess ${i}`,
      });
      expect(firstError(response.json()).extensions?.validation).toEqual({
        current_password: ['The current password is incorrect.'],
      });
    }
    const before = await sideEffects();
    const right = await donor.browser.graphql(
      UPDATE_DONOR,
      { email: uniqueEmail('wanted'), current_password: PASSWORD },
      { 'x-locale': 'es' },
    );
    const [message] = (firstError(right.json()).extensions?.validation as Record<string, string[]>)
      .current_password!;
    expect(message).toMatch(/^Demasiados intentos\. Inténtelo de nuevo en \d+ segundos\.$/);
    expect(await sideEffects()).toBe(before);
    // The same count guards POST /login.
    const login = await new TestBrowser(testApp, 'demo.localhost').login(donor.email, PASSWORD);
    expect(login.statusCode).toBe(429);
  });
});

describe('ways in', () => {
  it('a guest, or a missing or wrong CSRF token, changes nothing', async () => {
    const donor = await newDonor('waysin');
    const before = await sideEffects();
    const variables = { email: uniqueEmail('thief'), current_password: PASSWORD };
    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    expect((await guest.graphql(UPDATE_DONOR, variables)).statusCode).toBe(401);
    const payload = { query: UPDATE_DONOR, variables };
    const noCsrf = await donor.browser.request({
      method: 'POST',
      url: '/graphql',
      payload,
      sendCsrfToken: false,
    });
    expect(noCsrf.statusCode).toBe(419);
    const wrongCsrf = await donor.browser.request({
      method: 'POST',
      url: '/graphql',
      payload,
      sendCsrfToken: false,
      headers: { 'x-xsrf-token': 'not-the-token' },
    });
    expect(wrongCsrf.statusCode).toBe(419);
    expect(await sideEffects()).toBe(before);
  });

  it("the victim's password opens nothing from another donor's session", async () => {
    const victim = await newDonor('victim');
    const other = await newDonor('other');
    await testApp.app.db
      .update(users)
      .set({ passwordHash: await quickPasswordHash('the victim secret') })
      .where(eq(users.id, victim.userId));
    const before = await sideEffects();
    // updateDonor acts only on the session's donor, whose password this is not.
    const response = await other.browser.graphql(UPDATE_DONOR, {
      email: uniqueEmail('thief'),
      current_password: 'the victim secret',
    });
    expect(firstError(response.json()).extensions?.validation).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect(await sideEffects()).toBe(before);
    expect((await me(victim.browser)).email).toBe(victim.email);
  });
});

describe('a new sign-in email', () => {
  it('is pending until its link is opened: the old address is told and keeps signing in', async () => {
    const donor = await newDonor('mover');
    await markVerified(donor);
    await testApp.app.db.update(users).set({ locale: 'es' }).where(eq(users.id, donor.userId));
    const wanted = uniqueEmail('New.Address').replace('new.address', 'New.Address');
    const response = await donor.browser.graphql(UPDATE_DONOR, { email: wanted, current_password: PASSWORD });
    expect(response.json().data.updateDonor.contact.email).toBe(donor.email);
    const lower = wanted.toLowerCase();

    const pending = await me(donor.browser);
    expect(pending).toMatchObject({
      email: donor.email,
      emailVerifiedAt: expect.any(String),
      pendingEmail: lower,
      person: { contact: { email: donor.email } },
    });

    // The old address, in the account's language, names the new one only partly.
    const notice = mailbox.latestTo(donor.email);
    expect(notice?.subject).toBe('Tu correo de inicio de sesión va a cambiar');
    expect(notice?.text).toContain(`n***@e***.com`);
    expect(notice?.text).not.toContain(lower);
    expect(notice?.links).toEqual(['http://demo.localhost:8080/forgot-password']);
    // The new address gets the link, in the language of the request.
    const confirm = mailbox.latestTo(lower);
    expect(confirm?.subject).toBe('Confirm your new email address');
    const token = tokenOf(confirm?.links[0]);
    expect(token).toHaveLength(43);

    expect(await signsIn(lower)).toBe(false);
    expect(await signsIn(donor.email)).toBe(true);

    const elsewhere = new TestBrowser(testApp, 'demo.localhost');
    const opened = await verify(elsewhere, token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ email: lower, emailVerifiedAt: expect.any(String) });
    expect(await me(elsewhere)).toMatchObject({
      email: lower,
      pendingEmail: null,
      person: { contact: { email: lower } },
    });
    expect(await signsIn(lower)).toBe(true);
    expect(await signsIn(donor.email)).toBe(false);
    // The link works once.
    expect((await verify(new TestBrowser(testApp, 'demo.localhost'), token)).statusCode).toBe(422);
  });

  it('is refused when another account took the address in the meantime (en and es)', async () => {
    const donor = await newDonor('late');
    const wanted = uniqueEmail('contested');
    await donor.browser.graphql(UPDATE_DONOR, { email: wanted, current_password: PASSWORD });
    const token = tokenOf(mailbox.latestTo(wanted)?.links[0]);
    await createAccount(wanted);

    const es = await verify(new TestBrowser(testApp, 'demo.localhost'), token, 'es');
    expect([es.statusCode, es.json().errors]).toEqual([
      422,
      {
        token: [
          'Esta dirección de correo electrónico ya la usa otra cuenta, por lo que no puede pasar a ser tuya.',
        ],
      },
    ]);
    const [user] = await testApp.app.db.select().from(users).where(eq(users.id, donor.userId));
    expect(user?.email).toBe(donor.email);
    const [person] = await testApp.app.db.select().from(people).where(eq(people.userId, donor.userId));
    expect(person?.contact.email).toBe(donor.email);
    expect(await signsIn(donor.email)).toBe(true);
    expect((await me(donor.browser)).pendingEmail).toBeNull();

    // A second request to the same address is refused at once, in English too.
    const again = await donor.browser.graphql(UPDATE_DONOR, { email: wanted, current_password: PASSWORD });
    expect(firstError(again.json()).extensions?.validation).toEqual({
      email: ['The email has already been taken.'],
    });
  });

  it('a newer request replaces the older one: only the last address can be confirmed', async () => {
    const donor = await newDonor('twice');
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await donor.browser.graphql(UPDATE_DONOR, { email: first, current_password: PASSWORD });
    const firstToken = tokenOf(mailbox.latestTo(first)?.links[0]);
    await donor.browser.graphql(UPDATE_DONOR, { email: second, current_password: PASSWORD });
    expect((await me(donor.browser)).pendingEmail).toBe(second);
    const stale = await verify(new TestBrowser(testApp, 'demo.localhost'), firstToken);
    expect([stale.statusCode, stale.json().errors]).toEqual([
      422,
      { token: ['This verification link is invalid or has expired.'] },
    ]);
    // Opened in the donor's own browser: it stays signed in, now with the new address.
    const opened = await verify(donor.browser, tokenOf(mailbox.latestTo(second)?.links[0]));
    expect(opened.statusCode).toBe(200);
    expect(await me(donor.browser)).toMatchObject({ email: second, pendingEmail: null });
  });
});

describe('a new password', () => {
  it('is told to the account address, in the account language', async () => {
    const donor = await newDonor('newpass');
    const response = await donor.browser.graphql(UPDATE_DONOR, {
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
      current_password: PASSWORD,
    });
    expect(response.json().errors).toBeUndefined();
    const notice = mailbox.latestTo(donor.email);
    expect(notice?.subject).toBe('Your password was changed');
    expect(notice?.text).toContain('every other browser signed in to it was signed out');
    expect(await signsIn(donor.email, 'a brand new secret')).toBe(true);
  });
});
