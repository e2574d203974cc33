// The account screens for axe, one visitor going through them in order: sign-in, registration and its
// verification, forgotten and reset passwords, with their errors.
import type { BrowserContext, Page } from 'playwright-core';
import { waitForMailLink } from '@halo/testkit/mail/mailbox';
import { DEMO_DONOR, expectAccessible } from '../harness/screens';
import { heading, newEmail, type AccessibilityRun } from './accessibilityRun';

/** The cases of one language's run; call inside its describe. */
export function accountScreens(run: AccessibilityRun): void {
  const { language, text, screen } = run;

  let context: BrowserContext;
  let page: Page;
  const account = { email: newEmail(`account-${language}`), password: 'correct horse battery' };

  // One page; every screen is loaded afresh by its own navigation (see portalDonorScreens.ts).
  beforeAll(async () => {
    context = await run.browser.newContext();
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  const open = async (path: string, title: string) => {
    await page.goto(run.server.urlFor('demo', path));
    await heading(page, title);
  };

  it(screen('sign in'), async () => {
    await open('/login', text.signInTitle);
    await expectAccessible(page, language);
  });

  it(screen('sign in: wrong credentials'), async () => {
    await open('/login', text.signInTitle);
    await page.getByLabel(text.email).fill(DEMO_DONOR.email);
    await page.getByLabel(text.password, { exact: true }).fill('not the password');
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.getByText(text.wrongCredentials).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('register'), async () => {
    await open('/register', text.registerTitle);
    await expectAccessible(page, language);
  });

  it(screen('register: validation errors'), async () => {
    await open('/register', text.registerTitle);
    await page.getByRole('button', { name: text.createAccount }).click();
    await page.getByText(text.required).first().waitFor();
    await expectAccessible(page, language);
  });

  it(screen('forgot password'), async () => {
    await open('/forgot-password', text.forgotTitle);
    await expectAccessible(page, language);
  });

  it(screen('forgot password: email not registered'), async () => {
    await open('/forgot-password', text.forgotTitle);
    await page.getByLabel(text.email).fill(newEmail('nobody'));
    await page.getByRole('button', { name: text.sendReset }).click();
    await page.getByText(text.notRegistered).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('reset password: invalid or expired link'), async () => {
    await open('/reset-password/no-such-token', text.resetTitle);
    await page.getByLabel(text.email).fill(DEMO_DONOR.email);
    await page.getByLabel(text.newPassword).fill('brand new secret');
    await page.getByLabel(text.confirmPassword).fill('brand new secret');
    await page.getByRole('button', { name: text.resetSubmit }).click();
    await page.getByText(text.resetInvalid).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('verify account: verification email sent after registering'), async () => {
    await open('/register', text.registerTitle);
    await page.getByLabel(text.firstName).fill('Ana');
    await page.getByLabel(text.lastName).fill('López');
    await page.getByLabel(text.email).fill(account.email);
    await page.getByLabel(text.password, { exact: true }).fill(account.password);
    await page.getByLabel(text.confirmPassword).fill(account.password);
    await page.getByRole('button', { name: text.createAccount }).click();
    await page.waitForURL((url) => url.pathname === '/verify-account');
    await heading(page, text.verifyAccountTitle);
    await page.getByText(`${text.verificationSent} ${account.email}`).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('verify email: account verified from the link'), async () => {
    const link = await waitForMailLink(run.server.dataDir, account.email, text.verifySubject);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/verify-account');
    await page.getByText(text.verified).first().waitFor();
    await expectAccessible(page, language);
  });

  it(screen('verify email: invalid link'), async () => {
    await open('/verify-email/no-such-token', text.verifyEmailTitle);
    await page.getByText(text.verifyEmailFailed).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('forgot password: reset link sent'), async () => {
    await context.clearCookies(); // signed out: the account screens are for guests
    await open('/forgot-password', text.forgotTitle);
    await page.getByLabel(text.email).fill(account.email);
    await page.getByRole('button', { name: text.sendReset }).click();
    await page.getByText(text.resetSent).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('reset password'), async () => {
    const link = await waitForMailLink(run.server.dataDir, account.email, text.resetSubject);
    await page.goto(link);
    await heading(page, text.resetTitle);
    await expectAccessible(page, language);
  });

  it(screen('reset password: validation errors'), async () => {
    const link = await waitForMailLink(run.server.dataDir, account.email, text.resetSubject);
    await page.goto(link);
    await heading(page, text.resetTitle);
    await page.getByLabel(text.newPassword).fill('brand new secret');
    await page.getByLabel(text.confirmPassword).fill('another secret');
    await page.getByRole('button', { name: text.resetSubmit }).click();
    await page.getByText(text.required).first().waitFor();
    await expectAccessible(page, language);
  });
}
