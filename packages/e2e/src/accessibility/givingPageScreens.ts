// The hosted giving page's screens for axe, each in a new visitor's browser context: the form and its
// states, the recurring and leave dialogs, the payment step, the thank-you and set-password screens,
// and the not-found and maintenance pages.
import type { BrowserContext, Page } from 'playwright-core';
import { waitForMailLink } from '@halo/testkit/mail/mailbox';
import { CARDS, chooseAmount, waitForHeading } from '../harness/givingForm';
import { expectAccessible, expectFocusInside } from '../harness/screens';
import { NARROW, dialog, heading, type AccessibilityRun } from './accessibilityRun';
import { openRecurringModal, toPaymentStep } from './givingFormSteps';

/** The cases of one language's run; call inside its describe. */
export function givingPageScreens(run: AccessibilityRun): void {
  const { language, text, screen } = run;
  const giving = text.giving;

  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await run.browser.newContext();
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
  });

  const openForm = async (path = '/') => {
    await page.goto(run.server.urlFor('demo', path));
    await waitForHeading(page, giving.heading);
  };

  it(screen('giving form'), async () => {
    await openForm();
    await expectAccessible(page, language);
  });

  it(screen('giving form (narrow viewport)'), async () => {
    await page.setViewportSize(NARROW);
    await openForm();
    await expectAccessible(page, language);
  });

  it(screen('giving form at /{previewCode}'), async () => {
    await openForm('/spring-appeal');
    await expectAccessible(page, language);
  });

  it(screen('giving form: custom amount'), async () => {
    await openForm();
    await chooseAmount(page, text.customAmount);
    await page.getByLabel(text.customAmountField).fill('12.50');
    await expectAccessible(page, language);
  });

  it(screen('giving form: validation errors'), async () => {
    await openForm();
    await page.getByRole('button', { name: giving.continue }).click();
    await page.getByText(giving.amountRequired).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('giving form: recurring account modal'), async () => {
    await openForm();
    await expectFocusInside(await openRecurringModal(page, text));
    await expectAccessible(page, language);
  });

  it(screen('giving form: recurring with start date and account fields'), async () => {
    await openForm();
    const modal = await openRecurringModal(page, text);
    await modal.getByRole('button', { name: giving.createAccount }).click();
    await page.getByLabel(text.startDate).waitFor();
    await page.getByLabel(giving.password, { exact: true }).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('giving form: leave warning'), async () => {
    await openForm();
    const modal = await openRecurringModal(page, text);
    // "Login" leaves the half-filled form: the in-page warning asks first.
    await modal.getByRole('button', { name: text.login, exact: true }).click();
    const leave = dialog(page, text.leaveTitle);
    await leave.waitFor();
    await expectFocusInside(leave);
    await expectAccessible(page, language);
  });

  it(screen('giving payment step'), async () => {
    await openForm();
    await toPaymentStep(page, text, CARDS.visa);
    await page.getByText(giving.testMode, { exact: true }).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('giving payment step: declined card'), async () => {
    await openForm();
    await toPaymentStep(page, text, CARDS.declined);
    await page.getByRole('button', { name: giving.giveNow }).click();
    await page.getByRole('alert').getByText(giving.declined).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('giving thank-you'), async () => {
    await openForm();
    await toPaymentStep(page, text, CARDS.visa);
    await page.getByRole('button', { name: giving.giveNow }).click();
    await waitForHeading(page, giving.thanks);
    await expectAccessible(page, language);
  });

  it(screen('giving thank-you: set-password email sent, then the set-password screen'), async () => {
    await openForm();
    const email = await toPaymentStep(page, text, CARDS.visa);
    await page.getByRole('button', { name: giving.giveNow }).click();
    await waitForHeading(page, giving.thanks);
    await page.getByRole('button', { name: text.inviteSend }).click();
    await page.getByText(text.inviteSent).waitFor();
    await expectAccessible(page, language);

    // 'Create user after a gift' (docs/PRODUCT.md §2): the emailed link opens the set-password screen.
    const link = await waitForMailLink(run.server.dataDir, email, text.inviteSubject);
    const setPassword = await context.newPage();
    await setPassword.goto(link);
    await heading(setPassword, text.setPasswordTitle);
    await expectAccessible(setPassword, language);
  });

  it(screen('not found: no church at this address'), async () => {
    await page.goto(run.server.urlFor('nochurch'));
    await heading(page, text.notFound);
    await expectAccessible(page, language);
  });

  it(screen('not found: unknown path'), async () => {
    await page.goto(run.server.urlFor('demo', '/no/such/page'));
    await page.waitForURL((url) => url.pathname === '/404');
    await heading(page, text.notFound);
    await expectAccessible(page, language);
  });

  it(screen('maintenance'), async () => {
    await page.goto(run.server.urlFor('demo', '/maintenance'));
    await heading(page, text.maintenance);
    await expectAccessible(page, language);
  });
}
