// In a real browser, each flow in English or Spanish by turns (harness/languageTurns.ts): register → verify from the emailed link → sign
// out; remember me across a browser restart; forgot → reset (once); wrong password; Google through a
// real local OpenID provider; a portal page signed out → /login?p= → back after sign-in; 419 → /?p=; an ended sign-in on a portal page → sign in with the
// notice; sign-out failure flash; axe on every account screen. Drives the built product.
import type { BrowserContext, Page } from 'playwright-core';
import { waitForMailLink } from '@halo/testkit/mail/mailbox';
import { startLocalOidcProvider, type LocalOidcProvider } from '@halo/testkit/oidc/localOidcProvider';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile } from './harness/chromium';
import { networkQuiet } from './harness/networkQuiet';
import { testsTakingTurns } from './harness/languageTurns';
import { launchLanguageBrowser, type LanguageBrowser } from './harness/screens';
import { freePort, startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

const TEXT = {
  en: {
    browserLocale: 'en-US',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
    newPassword: 'New password',
    createAccount: 'Create account',
    sent: 'A verification email has been sent to',
    verified: 'Verified account',
    signOut: 'Sign out',
    signIn: 'Sign in',
    remember: 'Remember me',
    forgotLink: 'Forgot your password?',
    sendReset: 'Email me a reset link',
    resetSent: 'We have emailed your password reset link.',
    resetSubmit: 'Reset password',
    passwordReset: 'Your password has been reset.',
    resetInvalid: 'This password reset link is invalid or has expired.',
    wrongCredentials: 'These credentials do not match our records.',
    google: 'Sign in with Google',
    loginNotice: 'Please Log In to view this page',
    verifySubject: /^Verify your email address$/,
    resetSubject: /^Reset your password$/,
    dashboard: 'Dashboard',
  },
  es: {
    browserLocale: 'es-ES',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    newPassword: 'Nueva contraseña',
    createAccount: 'Crear cuenta',
    sent: 'Se ha enviado un correo de verificación a',
    verified: 'Cuenta verificada',
    signOut: 'Cerrar sesión',
    signIn: 'Iniciar sesión',
    remember: 'Recordarme',
    forgotLink: '¿Olvidaste tu contraseña?',
    sendReset: 'Enviarme el enlace',
    resetSent: 'Te hemos enviado por correo el enlace para restablecer tu contraseña.',
    resetSubmit: 'Restablecer contraseña',
    passwordReset: 'Tu contraseña ha sido restablecida.',
    resetInvalid: 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
    wrongCredentials: 'Estas credenciales no coinciden con nuestros registros.',
    google: 'Iniciar sesión con Google',
    loginNotice: 'Inicia sesión para ver esta página',
    verifySubject: /^Verifica tu dirección de correo electrónico$/,
    resetSubject: /^Restablece tu contraseña$/,
    dashboard: 'Panel',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

let server: RunningServer;
let provider: LocalOidcProvider;

beforeAll(async () => {
  // The redirect URI is registered at the provider before the API starts, so the port is chosen first.
  const port = await freePort();
  provider = await startLocalOidcProvider([`http://demo.localhost:${port}/auth/google/callback`]);
  server = await startServer(
    {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      OIDC_ISSUER: provider.issuer,
    },
    { port },
  );
});

afterAll(async () => {
  await server?.stop();
  await provider?.stop();
});

async function expectNoAxeViolations(page: Page) {
  await networkQuiet(page);
  expect(await axeViolations(page)).toEqual([]);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const path = (page: Page) => new URL(page.url()).pathname;

let counter = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@example.com`;

describe.each(Object.entries(TEXT))('accounts in %s', (locale, text: Text) => {
  const it = testsTakingTurns(Object.keys(TEXT), locale);
  let session: { context: BrowserContext; close(): Promise<void> };
  let page: Page;
  let browser: LanguageBrowser;
  const profiles: string[] = [];

  beforeAll(async () => {
    browser = await launchLanguageBrowser(text);
  });

  /** A fresh visitor: a new context (its own cookies and storage) of the language's browser. */
  const open = async () => {
    const context = await browser.newContext();
    session = { context, close: () => context.close() };
    page = await context.newPage();
  };

  /** A browser of its own on a profile folder, which outlives a restart as a donor's browser does. */
  const openProfile = async (profileDir?: string) => {
    const opened = await openBrowser({ profileDir, locale: text.browserLocale });
    if (!profileDir) profiles.push(opened.profileDir);
    session = opened;
    page = opened.context.pages()[0] ?? (await opened.context.newPage());
    return opened.profileDir;
  };

  afterEach(async () => {
    await session?.close();
  });
  afterAll(async () => {
    await browser?.close();
    profiles.forEach(removeProfile);
  });

  /** Sign out lives in the donor layout's user menu: open it first. */
  async function signOut() {
    await page.locator('.portal-user-menu__button').click();
    await page.getByRole('button', { name: text.signOut }).click();
  }

  async function signIn(email: string, password: string, { remember = false } = {}) {
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    if (remember) await page.getByLabel(text.remember).check();
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
  }

  async function registerThroughForm(email: string, password = 'correct horse') {
    await page.goto(server.urlFor('demo', '/register'));
    await page.getByLabel(text.firstName).fill('Ana');
    await page.getByLabel(text.lastName).fill('López');
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByLabel(text.confirm).fill(password);
    await page.getByRole('button', { name: text.createAccount }).click();
    await page.waitForURL((url) => url.pathname === '/verify-account');
  }

  it('registers, verifies from the emailed link (signed in and verified), and signs out', async () => {
    await open();
    await page.goto(server.urlFor('demo', '/register'));
    await page.getByLabel(text.firstName).waitFor();
    await expectNoAxeViolations(page);
    const email = newEmail('register');
    await registerThroughForm(email);
    await page.getByText(`${text.sent} ${email}`).waitFor();
    await expectNoAxeViolations(page);

    const link = await waitForMailLink(server.dataDir, email, text.verifySubject);
    expect(link).toMatch(new RegExp(`^http://demo\\.localhost:${server.port}/verify-email/[\\w-]{43}$`));
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/verify-account');
    await page.getByText(text.verified).waitFor();
    await expectNoAxeViolations(page);

    await signOut();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(server.urlFor('demo', '/dashboard'));
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('keeps a remembered sign-in across a browser restart, and ends one that is not', async () => {
    const remembered = await openProfile();
    await signIn(DEMO_DONOR.email, DEMO_DONOR.password, { remember: true });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await session.close();
    await openProfile(remembered);
    await page.goto(server.urlFor('demo', '/dashboard'));
    await heading(page, text.dashboard);
    expect(path(page)).toBe('/dashboard');
    await session.close();

    const forgotten = await openProfile();
    await signIn(DEMO_DONOR.email, DEMO_DONOR.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await session.close();
    await openProfile(forgotten);
    await page.goto(server.urlFor('demo', '/dashboard'));
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('resets a forgotten password once: the new password works and the link then fails', async () => {
    await open();
    const email = newEmail('forgot');
    await registerThroughForm(email);
    await signOut();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(server.urlFor('demo', '/login'));
    await page.getByRole('link', { name: text.forgotLink }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await expectNoAxeViolations(page);
    await page.getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.sendReset }).click();
    await page.getByText(text.resetSent).waitFor();

    const link = await waitForMailLink(server.dataDir, email, text.resetSubject);
    const reset = async () => {
      await page.goto(link);
      await page.getByLabel(text.newPassword).waitFor();
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.newPassword).fill('brand new secret');
      await page.getByLabel(text.confirm).fill('brand new secret');
      await page.getByRole('button', { name: text.resetSubmit }).click();
    };
    await page.goto(link);
    await page.getByLabel(text.newPassword).waitFor();
    await expectNoAxeViolations(page);
    await reset();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(text.passwordReset).waitFor();

    await signIn(email, 'brand new secret');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await signOut();
    await page.waitForURL((url) => url.pathname === '/');

    await reset();
    const emailField = page.getByLabel(text.email);
    await page.getByText(text.resetInvalid).waitFor();
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(path(page)).toMatch(/^\/reset-password\//);
  });

  it('says only that the credentials do not match for a wrong password or an unknown email', async () => {
    await open();
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel(text.email).waitFor();
    await expectNoAxeViolations(page);
    await signIn(DEMO_DONOR.email, 'not the password');
    await page.getByText(text.wrongCredentials).waitFor();
    expect(await page.getByLabel(text.email).getAttribute('aria-invalid')).toBe('true');
    const wrongPassword = await page.locator('main').innerText();
    await signIn(newEmail('nobody'), 'not the password');
    await page.getByText(text.wrongCredentials).waitFor();
    expect(await page.locator('main').innerText()).toBe(wrongPassword);
    expect(path(page)).toBe('/login');
  });

  it('signs in with Google through the local OpenID provider', async () => {
    await open();
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByRole('button', { name: text.google }).click();
    // The provider's own development login and consent pages.
    await page.waitForURL((url) => url.origin === provider.issuer);
    const email = newEmail('google');
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.hostname === 'demo.localhost');
    await heading(page, text.dashboard);
    // "Signed in as …" is in the header's user menu.
    await page.locator('.portal-user-menu__button').click();
    await page.locator('.portal-signed-in').filter({ hasText: email }).waitFor();
  });

  it('sends a signed-out donor from a portal page to /login?p=<page>, and back there after sign-in', async () => {
    await open();
    await page.goto(server.urlFor('demo', '/transactions'));
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('p') === '/transactions',
    );
    expect(new URL(page.url()).search).toBe('?p=%2Ftransactions');
    await page.getByLabel(text.email).fill(DEMO_DONOR.email);
    await page.getByLabel(text.password, { exact: true }).fill(DEMO_DONOR.password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/transactions' && url.search === '');
    await page.locator('.portal-user-menu__button').waitFor();

    // Only a same-origin path is followed: anything else lands on the dashboard.
    await signOut();
    await page.waitForURL((url) => url.pathname !== '/transactions');
    await page.goto(server.urlFor('demo', '/login?p=%2F%2Fevil.example'));
    await page.getByLabel(text.email).fill(DEMO_DONOR.email);
    await page.getByLabel(text.password, { exact: true }).fill(DEMO_DONOR.password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.hostname === 'demo.localhost');
  });

  it('goes to /?p=<path> on a 419 outside the public paths', async () => {
    await open();
    await signIn(DEMO_DONOR.email, DEMO_DONOR.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The dashboard's own queries finish first: with the session gone they would answer 401.
    await page.waitForFunction(
      () => document.querySelector('.portal-overview') && !document.querySelector('[aria-busy="true"]'),
    );
    // The server forgets the session (its cookie is gone) while the page keeps its XSRF token.
    await session.context.clearCookies({ name: 'halo_session' });
    await signOut();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('p') === '/dashboard');
  });

  it('takes a donor whose sign-in ended on a portal page to sign in, with the login notice', async () => {
    await open();
    await signIn(DEMO_DONOR.email, DEMO_DONOR.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await session.context.clearCookies(); // the browser session ended
    // An in-app navigation to a screen that reloads the donor (no page load, the store still thinks
    // someone is signed in): GraphQL answers 401.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/verify-account');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(text.loginNotice).waitFor();
    await expectNoAxeViolations(page);
    await signIn(DEMO_DONOR.email, DEMO_DONOR.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('loginNotice'))).toBeNull();
  });

  it('flashes the response’s message when signing out fails', async () => {
    await open();
    await signIn(DEMO_DONOR.email, DEMO_DONOR.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.route('**/logout', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Sign-out is down.' }),
      }),
    );
    await signOut();
    await page.getByRole('alert').filter({ hasText: 'Sign-out is down.' }).waitFor();
    expect(path(page)).toBe('/dashboard');
  });
});
