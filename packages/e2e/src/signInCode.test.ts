// Sign in without a password, in a real browser: the demo donor asks for a code on the sign-in
// screen, reads it from the mailbox, signs in and lands on the dashboard; signed out, the link of a
// second email signs in at once. The code step is axe-clean in English and Spanish. Drives the built
// product.
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { testsTakingTurns } from './harness/languageTurns';
import { DEMO_DONOR, expectAccessible, launchLanguageBrowser, type LanguageBrowser } from './harness/screens';
import { SCREEN_TEXT, type Language } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

const TEXT = {
  en: {
    start: 'Email me a sign-in code',
    send: 'Email me the code',
    code: 'Sign-in code',
    sent: 'we sent a code',
    subject: /^Your sign-in code: (\d{6})$/,
    signOut: 'Sign out',
  },
  es: {
    start: 'Envíenme un código de acceso',
    send: 'Enviarme el código',
    code: 'Código de acceso',
    sent: 'enviamos un código',
    subject: /^Tu código de acceso: (\d{6})$/,
    signOut: 'Cerrar sesión',
  },
} as const;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The mails with a sign-in code to `to`, oldest first: the code (from the subject) and the link. */
function signInMails(to: string, language: Language) {
  return mailTo(server.dataDir, to).flatMap((mail) => {
    const code = TEXT[language].subject.exec(mail.subject)?.[1];
    const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith('/sign-in/'));
    return code && link ? [{ code, link }] : [];
  });
}

async function waitForSignInMail(to: string, language: Language, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = signInMails(to, language);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no sign-in code mail number ${count} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** From the sign-in screen to the code field, the email typed in the password form first. */
async function requestCode(page: Page, language: Language, email: string) {
  const text = TEXT[language];
  await page.goto(server.urlFor('demo', '/login'));
  await page.getByLabel(SCREEN_TEXT[language].email).fill(email);
  await page.getByRole('button', { name: text.start }).click();
  await page.getByRole('button', { name: text.send }).click();
  await page.getByRole('status').filter({ hasText: text.sent }).waitFor();
  const field = page.getByLabel(text.code);
  await field.waitFor();
  // Focus moved to the code field once the code was sent.
  expect(await field.evaluate((node) => node === document.activeElement)).toBe(true);
}

describe.each(['en', 'es'] as const)('sign-in code in %s', (language) => {
  const it = testsTakingTurns(['en', 'es'], language);
  let browser: LanguageBrowser;
  beforeAll(async () => {
    browser = await launchLanguageBrowser(SCREEN_TEXT[language]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.everyLanguage('is axe-clean on the code step', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // An address without an account: the same answer, and the demo donor's limit stays untouched.
    await requestCode(page, language, `nobody-${language}-${Date.now()}@example.com`);
    await expectAccessible(page, language);
    await context.close();
  });
});

describe('sign-in code of the demo donor', () => {
  let browser: LanguageBrowser;
  beforeAll(async () => {
    browser = await launchLanguageBrowser(SCREEN_TEXT.en);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with the emailed code, then, signed out, with the link of a second email', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const path = () => new URL(page.url()).pathname;

    await requestCode(page, 'en', DEMO_DONOR.email);
    const first = await waitForSignInMail(DEMO_DONOR.email, 'en', 1);
    await page.getByLabel(TEXT.en.code).fill(first.code);
    await page.getByRole('button', { name: SCREEN_TEXT.en.signIn, exact: true }).click();
    await page.waitForURL((target) => target.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: SCREEN_TEXT.en.dashboard }).waitFor();

    await page.locator('.portal-user-menu__button').click();
    await page.getByRole('button', { name: TEXT.en.signOut }).click();
    await page.waitForURL((target) => target.pathname === '/');

    await requestCode(page, 'en', DEMO_DONOR.email);
    const second = await waitForSignInMail(DEMO_DONOR.email, 'en', 2);
    expect(second.link).not.toBe(first.link);
    await page.goto(second.link);
    await page.waitForURL((target) => target.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: SCREEN_TEXT.en.dashboard }).waitFor();
    expect(path()).toBe('/dashboard');
    await context.close();
  });
});
