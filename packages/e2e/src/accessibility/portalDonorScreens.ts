// The portal's screens for axe as the demo donor, signed in once: dashboard and its menus,
// transactions and their dialogs, cards, recurring gifts and their dialogs, changing a gift in the
// giving form, profile and verification.
import type { BrowserContext, Page } from 'playwright-core';
import { waitForHeading } from '../harness/givingForm';
import { DEMO_DONOR, expectAccessible, expectFocusInside, signIn } from '../harness/screens';
import { NARROW, dialog, heading, restoreViewport, type AccessibilityRun } from './accessibilityRun';

/** The cases of one language's run; call inside its describe. */
export function portalDonorScreens(run: AccessibilityRun): void {
  const { language, text, screen } = run;
  const giving = text.giving;

  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await run.browser.newContext();
    page = await context.newPage();
    await signIn(page, run.server.urlFor('demo', '/login'), text, DEMO_DONOR);
  });

  afterAll(async () => {
    await context?.close();
  });

  // Every screen is loaded afresh (its own navigation), in one page whose renderer keeps the
  // compiled scripts: a new page per screen took about 0.6 s more of Chromium's CPU each.
  afterEach(() => restoreViewport(page));

  const open = async (path: string, title: string) => {
    await page.goto(run.server.urlFor('demo', path));
    await heading(page, title);
  };

  const summary = () => page.locator('.portal-summary').filter({ hasText: /\d/ }).waitFor();

  it(screen('dashboard'), async () => {
    await open('/dashboard', text.dashboard);
    await page.getByRole('region', { name: text.overview }).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('dashboard: notifications open'), async () => {
    await open('/dashboard', text.dashboard);
    await page.getByRole('button', { name: text.notifications }).click();
    await page.locator('.portal-notification-list li').first().waitFor();
    await expectAccessible(page, language);
  });

  it(screen('dashboard: user menu open'), async () => {
    await open('/dashboard', text.dashboard);
    await page.locator('.portal-user-menu__button').click();
    await page.getByText(`${text.signedInAs} ${DEMO_DONOR.email}`).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('dashboard: mobile menu open (narrow viewport)'), async () => {
    await page.setViewportSize(NARROW);
    await open('/dashboard', text.dashboard);
    await page.getByRole('button', { name: text.menu, exact: true }).click();
    await page.getByRole('navigation', { name: text.navigation }).waitFor({ state: 'visible' });
    await expectAccessible(page, language);
  });

  it(screen('transactions'), async () => {
    await open('/transactions', text.transactions);
    await summary();
    await expectAccessible(page, language);
  });

  it(screen('transactions (narrow viewport)'), async () => {
    await page.setViewportSize(NARROW);
    await open('/transactions', text.transactions);
    await summary();
    await expectAccessible(page, language);
  });

  it(screen('transactions: filtered by type and search'), async () => {
    await open('/transactions?search=Missions', text.transactions);
    await page
      .locator('.portal-filters .halo-radio-group')
      .getByText(text.recurringFilter, { exact: true })
      .click();
    await summary();
    await expectAccessible(page, language);
  });

  it(screen('transactions: date range error'), async () => {
    await open('/transactions', text.transactions);
    await page.getByLabel(text.from, { exact: true }).fill('2024-06-10');
    await page.getByLabel(text.to, { exact: true }).fill('2024-06-01');
    await page.getByText(text.startBeforeEnd).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('transactions: page size All'), async () => {
    await open('/transactions', text.transactions);
    await summary();
    await page.getByLabel(text.perPage).selectOption('all');
    await page.locator('.portal-transactions-scroll--virtual').waitFor();
    await expectAccessible(page, language);
  });

  it(screen('transactions: send contribution receipt dialog'), async () => {
    await open('/transactions', text.transactions);
    await page.getByRole('button', { name: text.sendReceipt }).click();
    const send = dialog(page, text.sendReceipt);
    await send.waitFor();
    await expectFocusInside(send);
    await expectAccessible(page, language);
  });

  it(screen('transactions: contribution receipt sent'), async () => {
    await open('/transactions', text.transactions);
    await page.getByRole('button', { name: text.sendReceipt }).click();
    await dialog(page, text.sendReceipt).getByRole('button', { name: text.send, exact: true }).click();
    const flash = page.locator('.halo-flash--success');
    await flash.waitFor();
    // The message closes itself after 5 s (docs/PRODUCT.md §4) unless the pointer rests on it, and
    // axe on a loaded machine takes longer than that.
    await flash.hover();
    await expectAccessible(page, language);
    expect(await flash.count()).toBe(1);
  });

  it(screen('payment methods'), async () => {
    await open('/payment-methods', text.paymentMethods);
    await page.getByRole('list', { name: text.savedCards }).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('payment methods: update dialog with a validation error'), async () => {
    await open('/payment-methods', text.paymentMethods);
    await page.getByRole('button', { name: text.editVisa }).click();
    const edit = dialog(page, text.updateVisa);
    const expiry = edit.getByLabel(text.expiry);
    await expiry.fill('');
    await expiry.pressSequentially('1129');
    await edit.getByRole('button', { name: text.save }).click();
    await edit.getByText(text.badExpiry).waitFor();
    await expectFocusInside(edit);
    await expectAccessible(page, language);
  });

  it(screen('payment methods: delete confirmation'), async () => {
    await open('/payment-methods', text.paymentMethods);
    await page.getByRole('button', { name: text.deleteVisa }).click();
    const opened = dialog(page, text.deleteCardTitle);
    await opened.waitFor();
    await expectFocusInside(opened);
    await expectAccessible(page, language);
  });

  const gifts = () => page.getByRole('list', { name: text.giftList }).getByRole('listitem');

  it(screen('recurring gifts'), async () => {
    await open('/recurring-gifts', text.recurringGifts);
    await gifts().first().waitFor();
    await expectAccessible(page, language);
  });

  it(screen('recurring gifts: update dialog'), async () => {
    await open('/recurring-gifts', text.recurringGifts);
    await gifts().first().getByRole('button', { name: text.editGift }).click();
    const opened = dialog(page, text.editGiftTitle);
    await opened.waitFor();
    await expectFocusInside(opened);
    await expectAccessible(page, language);
  });

  it(screen('recurring gifts: pause confirmation'), async () => {
    await open('/recurring-gifts', text.recurringGifts);
    await page.getByRole('button', { name: text.pauseGift }).first().click();
    const opened = dialog(page, text.pauseTitle);
    await opened.waitFor();
    await expectFocusInside(opened);
    await expectAccessible(page, language);
  });

  it(screen('recurring gifts: resume dialog'), async () => {
    await open('/recurring-gifts', text.recurringGifts);
    await gifts().first().waitFor();
    const resume = page.getByRole('button', { name: text.resumeGift });
    if ((await resume.count()) === 0) {
      // The seed's gifts are active: pause the last one first (it stays paused for the next language).
      await gifts().last().getByRole('button', { name: text.pauseGift }).click();
      await dialog(page, text.pauseTitle).getByRole('button', { name: text.pauseConfirm }).click();
      await resume.first().waitFor();
    }
    await resume.first().click();
    const opened = dialog(page, text.resumeTitle);
    await opened.waitFor();
    await expectFocusInside(opened);
    await expectAccessible(page, language);
  });

  it(screen('recurring gifts: delete confirmation'), async () => {
    await open('/recurring-gifts', text.recurringGifts);
    await page.getByRole('button', { name: text.deleteGift }).first().click();
    const opened = dialog(page, text.deleteGiftTitle);
    await opened.waitFor();
    await expectFocusInside(opened);
    await expectAccessible(page, language);
  });

  /** From the list, "Change in giving form" → the form with the gift → its saved-card payment step. */
  async function toGiftUpdatePayment() {
    await open('/recurring-gifts', text.recurringGifts);
    await page.getByRole('link', { name: text.changeInForm }).first().click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('recurring'));
    await waitForHeading(page, giving.heading);
    await page.getByRole('button', { name: giving.continue }).click();
    await waitForHeading(page, giving.paymentTitle);
    await page.getByRole('button', { name: text.updateNow }).waitFor();
  }

  it(screen('giving form: changing a recurring gift, payment step with saved cards'), async () => {
    await toGiftUpdatePayment();
    await expectAccessible(page, language);
  });

  it(screen('giving form: recurring gift updated'), async () => {
    await toGiftUpdatePayment();
    await page.getByRole('button', { name: text.updateNow }).click();
    await waitForHeading(page, text.updatedTitle);
    await expectAccessible(page, language);
  });

  it(screen('profile'), async () => {
    await open('/profile', text.profile);
    await expectAccessible(page, language);
  });

  it(screen('profile edit'), async () => {
    await open('/profile/edit', text.editProfile);
    await expectAccessible(page, language);
  });

  it(screen('profile edit: validation error'), async () => {
    await open('/profile/edit', text.editProfile);
    await page.getByLabel(text.profileNewPassword, { exact: true }).fill('correct horse battery');
    await page.getByLabel(text.profileConfirmPassword).fill('another horse battery');
    await page.getByRole('button', { name: text.saveProfile }).click();
    await page.getByText(text.passwordsMatch).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('verify account: verified'), async () => {
    await open('/verify-account', text.verifyAccountTitle);
    await page.getByText(text.verified).first().waitFor();
    await expectAccessible(page, language);
  });
}
