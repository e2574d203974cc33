// Account routes of the authorization matrix: public by design (signing in, registering,
// emailed links, Google sign-in), so the cells are the checks that do apply to them: the CSRF header
// of a cookie-authenticated POST, credentials and emailed tokens of the victim used where they are
// not valid, and nothing changed or sent when they are refused.
import { accountMessage, type AccountMessageKey } from '../src/core/accounts/accountMessages';
import { signInCodeMessage } from '../src/accounts/signInCodeMessages';
import { translate } from '../src/i18n/messages';
import { DEMO_DONOR } from '../src/seed';
import { copyBrowser, type World } from './authorizationWorld';
import { CSRF_MISMATCH, type Expectation } from './authorizationCells';
import type { RequestOptions } from './httpClient';
import { cell, type RestRow } from './restMatrixRows';

const NEW_PASSWORD = DEMO_DONOR.password;

const invalid = (field: string, message: string): Expectation => ({
  status: 422,
  body: { message, errors: { [field]: [message] } },
});
const accountInvalid = (field: string, key: AccountMessageKey) => invalid(field, accountMessage('en', key));

/** A guest browser on `host` (its own CSRF cookie) that sends `options`, with or without the header. */
async function asGuest(world: World, host: string, options: RequestOptions, sendCsrfToken = true) {
  const browser = copyBrowser(world.testApp, null, host);
  await browser.fetchCsrfCookie();
  return browser.request({ ...options, sendCsrfToken });
}

const noCsrf = (route: string, options: (world: World) => RequestOptions) =>
  cell(
    route,
    'POST',
    'a guest session that does not send its X-XSRF-TOKEN',
    (world) => asGuest(world, 'demo.localhost', options(world), false),
    { status: 419, body: CSRF_MISMATCH },
  );

const login = (email: string, password: string): RequestOptions => ({
  method: 'POST',
  url: '/login',
  payload: { email, password },
});

const register = (email: string): RequestOptions => ({
  method: 'POST',
  url: '/register',
  payload: {
    first_name: 'Mallory',
    last_name: 'Matrix',
    email,
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
  },
});

const verify = (token: string): RequestOptions => ({
  method: 'POST',
  url: '/email/verify',
  payload: { token },
});

const forgot = (email: string, requestedBy = true): RequestOptions => ({
  method: 'POST',
  url: '/forgot-password',
  payload: { email },
  headers: requestedBy ? { 'x-requested-by': 'halo-give' } : {},
});

const reset = (token: string, email: string): RequestOptions => ({
  method: 'POST',
  url: '/reset-password',
  payload: { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
});

const requestSignInCode = (email: string): RequestOptions => ({
  method: 'POST',
  url: '/sign-in-code',
  payload: { email },
});

const verifySignInCode = (payload: Record<string, unknown>): RequestOptions => ({
  method: 'POST',
  url: '/sign-in-code/verify',
  payload,
});

const FAILED_SIGN_IN = invalid('email', translate('en', 'auth.failed'));
const LOGIN_ERROR = '/login?error=google';

export const ACCOUNT_ROUTES: RestRow[] = [
  ...(['GET', 'HEAD'] as const).map((method): RestRow => ({
    route: `${method} /sanctum/csrf-cookie`,
    access: 'public by design',
    why: 'starts a guest session and hands out its CSRF token (Sanctum SPA mode)',
    entries: () => [
      cell(
        `${method} /sanctum/csrf-cookie`,
        method,
        'no cookies: only a guest session starts (nobody is signed in)',
        (world) => copyBrowser(world.testApp, null).request({ method, url: '/sanctum/csrf-cookie' }),
        { status: 204 },
      ),
    ],
    owner: () => 'public: the cell above is its ordinary use',
  })),
  {
    route: 'POST /login',
    access: 'public by design',
    why: 'signs in with a password; a cookie-authenticated POST, so the CSRF header applies',
    entries: () => [
      noCsrf('POST /login', (world) => login(world.victim.email, DEMO_DONOR.password)),
      cell(
        'POST /login',
        'POST',
        "the victim's email with a wrong password",
        (world) => asGuest(world, 'demo.localhost', login(world.victim.email, 'not her password')),
        FAILED_SIGN_IN,
      ),
      cell(
        'POST /login',
        'POST',
        "the victim's own credentials on another church's host (accounts belong to one church)",
        (world) => asGuest(world, 'hope.localhost', login(world.victim.email, DEMO_DONOR.password)),
        FAILED_SIGN_IN,
      ),
    ],
    owner: () => ({
      row: 'POST /login',
      expected: { status: 200 },
      send: (world) => asGuest(world, 'demo.localhost', login(world.victim.email, DEMO_DONOR.password)),
      showsVictimData: true,
    }),
  },
  {
    route: 'POST /register',
    access: 'public by design',
    why: 'creates an account; a cookie-authenticated POST, so the CSRF header applies',
    entries: () => [
      noCsrf('POST /register', () => register('matrix-new-1@example.com')),
      cell(
        'POST /register',
        'POST',
        "the victim's email (her account cannot be registered over)",
        (world) => asGuest(world, 'demo.localhost', register(world.victim.email)),
        accountInvalid('email', 'emailTaken'),
      ),
    ],
    owner: () => ({
      row: 'POST /register',
      expected: { status: 201 },
      send: (world) => asGuest(world, 'demo.localhost', register('matrix-new-2@example.com')),
    }),
  },
  {
    route: 'POST /email/verify',
    access: 'public by design',
    why: 'the emailed verification token is the credential (it proves the mailbox)',
    entries: () => [
      noCsrf('POST /email/verify', (world) => verify(world.records.verifyToken)),
      cell(
        'POST /email/verify',
        'POST',
        'a made-up token',
        (world) => asGuest(world, 'demo.localhost', verify(`${world.records.verifyToken.slice(0, -4)}AAAA`)),
        accountInvalid('token', 'verifyLinkInvalid'),
      ),
      cell(
        'POST /email/verify',
        'POST',
        "the victim's token on another church's host (not spent)",
        (world) => asGuest(world, 'hope.localhost', verify(world.records.verifyToken)),
        accountInvalid('token', 'verifyLinkInvalid'),
      ),
    ],
    owner: () => ({
      row: 'POST /email/verify',
      expected: { status: 200 },
      send: (world) => asGuest(world, 'demo.localhost', verify(world.records.verifyToken)),
      showsVictimData: true,
    }),
  },
  {
    route: 'POST /forgot-password',
    access: 'public by design',
    why: 'emails a reset link to the account’s own mailbox (docs/PRODUCT.md §8 answers whether the email is registered)',
    entries: () => [
      noCsrf('POST /forgot-password', (world) => forgot(world.victim.email)),
      cell(
        'POST /forgot-password',
        'POST',
        'without X-Requested-By',
        (world) => asGuest(world, 'demo.localhost', forgot(world.victim.email, false)),
        { status: 400, body: { message: accountMessage('en', 'requestedByMissing') } },
      ),
      cell(
        'POST /forgot-password',
        'POST',
        "the victim's email on another church's host (no email sent)",
        (world) => asGuest(world, 'hope.localhost', forgot(world.victim.email)),
        accountInvalid('email', 'emailNotRegistered'),
      ),
    ],
    owner: () => ({
      row: 'POST /forgot-password',
      expected: { status: 200 },
      send: (world) => asGuest(world, 'demo.localhost', forgot(world.victim.email)),
    }),
  },
  {
    route: 'POST /sign-in-code',
    access: 'public by design',
    why: "emails a code and a link to the account's own mailbox; one answer whether or not it exists",
    entries: () => [
      noCsrf('POST /sign-in-code', (world) => requestSignInCode(world.victim.email)),
      cell(
        'POST /sign-in-code',
        'POST',
        "the victim's email on another church's host (no code made, nothing mailed, the same answer)",
        (world) => asGuest(world, 'hope.localhost', requestSignInCode(world.victim.email)),
        {
          status: 202,
          body: { message: signInCodeMessage('en', 'codeSent', { email: DEMO_DONOR.email }) },
        },
        {
          shows: {
            values: (world) => [world.victim.email],
            why: 'the answer repeats the address the caller typed, whoever owns it',
          },
        },
      ),
    ],
    owner: () => ({
      row: 'POST /sign-in-code',
      expected: { status: 202 },
      send: (world) => asGuest(world, 'demo.localhost', requestSignInCode(world.victim.email)),
    }),
  },
  {
    route: 'POST /sign-in-code/verify',
    access: 'public by design',
    why: 'the emailed code (with its email) or the emailed link is the credential: it proves the mailbox',
    entries: () => [
      noCsrf('POST /sign-in-code/verify', () => verifySignInCode({ token: 'c'.repeat(43) })),
      cell(
        'POST /sign-in-code/verify',
        'POST',
        'a made-up link token',
        (world) => asGuest(world, 'demo.localhost', verifySignInCode({ token: 'c'.repeat(43) })),
        invalid('token', signInCodeMessage('en', 'linkInvalid')),
      ),
      cell(
        'POST /sign-in-code/verify',
        'POST',
        "the victim's email with a code on another church's host (accounts belong to one church)",
        (world) =>
          asGuest(world, 'hope.localhost', verifySignInCode({ email: world.victim.email, code: '123456' })),
        invalid('code', signInCodeMessage('en', 'codeDead')),
      ),
    ],
    owner: () => 'needs the emailed code or link: signInCode.test.ts signs in with both',
  },
  ...(['GET', 'HEAD'] as const).map((method): RestRow => ({
    route: `${method} /auth/google/redirect`,
    access: 'public by design',
    why: "starts a Google sign-in bound to the caller's own session (served only when GOOGLE_CLIENT_ID is set)",
    entries: () => [
      cell(
        `${method} /auth/google/redirect`,
        method,
        'no cookies (the provider is unreachable in this app, so it ends at the login error)',
        (world) => copyBrowser(world.testApp, null).request({ method, url: '/auth/google/redirect' }),
        {
          status: 303,
          check: (response) => expect(response.headers.location).toBe(LOGIN_ERROR),
        },
        {
          changes: {
            tables: ['oidc_sign_in_attempts'],
            why: "the attempt is saved for the caller's own new guest session before the provider is asked",
          },
        },
      ),
    ],
    owner: () => 'public: the cell above is its ordinary use (googleSignIn.test.ts runs the whole flow)',
  })),
  ...(['GET', 'HEAD'] as const).map((method): RestRow => ({
    route: `${method} /auth/google/callback`,
    access: 'public by design',
    why: 'the OpenID provider redirects here; the state must be an attempt of this browser and church',
    entries: () => {
      const route = `${method} /auth/google/callback`;
      const refused: Expectation = {
        status: 303,
        check: (response) => expect(response.headers.location).toBe(LOGIN_ERROR),
      };
      return [
        cell(
          route,
          method,
          'a made-up state',
          (world) =>
            copyBrowser(world.testApp, world.sameChurch.browser).request({
              method,
              url: '/auth/google/callback?state=made-up&code=made-up',
            }),
          refused,
        ),
        cell(
          route,
          method,
          "the state of the victim's sign-in, from another donor's browser (login CSRF)",
          (world) =>
            copyBrowser(world.testApp, world.sameChurch.browser).request({
              method,
              url: `/auth/google/callback?state=${world.records.oidcState}&code=made-up`,
            }),
          refused,
          {
            changes: {
              tables: ['oidc_sign_in_attempts'],
              why: 'an attempt is single use: any callback with its state spends it (nobody is signed in)',
            },
          },
        ),
      ];
    },
    owner: () => 'needs a code from the OpenID provider: googleSignIn.test.ts runs the whole flow',
  })),
  // Last of all rows: the owner's reset ends every session of the victim.
  {
    route: 'POST /reset-password',
    access: 'public by design',
    why: 'the emailed reset token is the credential, and only for its own account’s email',
    entries: () => [
      noCsrf('POST /reset-password', (world) => reset(world.records.resetToken, world.victim.email)),
      cell(
        'POST /reset-password',
        'POST',
        "a made-up token with the victim's email",
        (world) =>
          asGuest(
            world,
            'demo.localhost',
            reset(`${world.records.resetToken.slice(0, -4)}AAAA`, world.victim.email),
          ),
        accountInvalid('email', 'resetLinkInvalid'),
      ),
      cell(
        'POST /reset-password',
        'POST',
        "the victim's token with another donor's email (not spent)",
        (world) => asGuest(world, 'demo.localhost', reset(world.records.resetToken, world.sameChurch.email)),
        accountInvalid('email', 'resetLinkInvalid'),
      ),
      cell(
        'POST /reset-password',
        'POST',
        "the victim's token on another church's host (not spent)",
        (world) => asGuest(world, 'hope.localhost', reset(world.records.resetToken, world.victim.email)),
        accountInvalid('email', 'resetLinkInvalid'),
      ),
    ],
    owner: () => ({
      row: 'POST /reset-password',
      expected: { status: 200 },
      send: (world) => asGuest(world, 'demo.localhost', reset(world.records.resetToken, world.victim.email)),
    }),
  },
];
