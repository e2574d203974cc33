// Axe-core (WCAG 2.1 A/AA) over every screen, open dialog and state of the hosted giving
// page and account screens (host), the `<halo-give>` element on an English church page of another
// origin (widget) and the donor portal (signed in as the demo donor, and as the administrator for the
// statements section), in English and in Spanish. The language comes from the browser locale, which
// the product honours (spec §1: the default is guessed from the browser); before axe reads a screen,
// a translated text on it is waited for and its `lang` (the page's `<html>`, or the embedded form's
// own root) checked. Every open modal also holds the focus. One server; one browser per language; a
// fresh page (and, for visitors, a fresh context) per screen. Drives the built product.
import { formatMoney } from '@halo/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { waitForMailLink } from '@halo/testkit/mail/mailbox';
import {
  CARDS,
  chooseAmount,
  fillCard,
  fillDonor,
  newDonorEmail,
  waitForHeading,
  type FormScope,
} from './harness/givingForm';
import {
  DEMO_ADMIN,
  DEMO_DONOR,
  expectAccessible,
  expectFocusInside,
  launchLanguageBrowser,
  signIn,
  startChurchSite,
  type ChurchSite,
  type LanguageBrowser,
} from './harness/screens';
import { LANGUAGES, SCREEN_TEXT, type Language, type ScreenText } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

let server: RunningServer;
let church: ChurchSite;

beforeAll(async () => {
  // The suite gives and declines many test-card gifts from one IP within a minute, the same declined
  // test number four times; the default limits per IP and per card (spec'd abuse protection, tested
  // in the API suite) would refuse part-way.
  server = await startServer({
    GIVE_RATE_LIMIT_PER_MINUTE: '1000',
    CARD_RATE_LIMIT_PER_MINUTE: '1000',
    CARD_DECLINES_BEFORE_BLOCK: '1000',
    CARD_DECLINES_PER_CARD: '1000',
  });
  church = await startChurchSite(`http://demo.localhost:${server.port}`);
});

afterAll(async () => {
  await church?.close();
  await server?.stop();
});

/** A phone's viewport (the portal's mobile menu and the form's one-column layout). */
const NARROW = { width: 390, height: 844 };

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor();
const dialog = (scope: Page | Locator, name: string) => scope.getByRole('dialog', { name });

let counter = 0;
const newEmail = (tag: string) => `a11y-${tag}-${Date.now()}-${(counter += 1)}@example.com`;

/** The giving form filled for a guest's $50.00 one-time gift, on its payment step with a card typed. */
async function toPaymentStep(scope: FormScope, text: ScreenText, card: string): Promise<string> {
  const giving = text.giving;
  const email = newDonorEmail('a11y');
  await chooseAmount(scope, formatMoney(5000, 'USD', giving.formatLocale));
  await fillDonor(scope, giving, { email, firstName: 'Ana', lastName: 'Ruiz' });
  await scope.getByRole('button', { name: giving.continue }).click();
  await waitForHeading(scope, giving.paymentTitle);
  await fillCard(scope, giving, card, 'Ana Ruiz');
  return email;
}

/** Chooses recurring as a guest, which opens the "needs an account" modal. */
async function openRecurringModal(scope: FormScope, text: ScreenText): Promise<Locator> {
  await chooseAmount(scope, formatMoney(2500, 'USD', text.giving.formatLocale));
  await scope.getByText(text.giving.recurring, { exact: true }).click();
  const modal = dialog(scope, text.giving.modalTitle);
  await modal.waitFor();
  return modal;
}

describe.each(LANGUAGES)('accessibility in %s', (language: Language) => {
  const text = SCREEN_TEXT[language];
  const giving = text.giving;
  let browser: LanguageBrowser;

  beforeAll(async () => {
    browser = await launchLanguageBrowser(text);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Each case is named '<screen> (<language>)'. */
  const screen = (name: string) => `${name} (${language})`;

  describe('host: giving page (a new visitor per screen)', () => {
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      context = await browser.newContext();
      page = await context.newPage();
    });

    afterEach(async () => {
      await context.close();
    });

    const openForm = async (path = '/') => {
      await page.goto(server.urlFor('demo', path));
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
      await page.getByText(giving.testMode).waitFor();
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

      // 'Create user after a gift' (spec §2): the emailed link opens the set-password screen.
      const link = await waitForMailLink(server.dataDir, email, text.inviteSubject);
      const setPassword = await context.newPage();
      await setPassword.goto(link);
      await heading(setPassword, text.setPasswordTitle);
      await expectAccessible(setPassword, language);
    });

    it(screen('not found: no church at this address'), async () => {
      await page.goto(server.urlFor('nochurch'));
      await heading(page, text.notFound);
      await expectAccessible(page, language);
    });

    it(screen('not found: unknown path'), async () => {
      await page.goto(server.urlFor('demo', '/no/such/page'));
      await page.waitForURL((url) => url.pathname === '/404');
      await heading(page, text.notFound);
      await expectAccessible(page, language);
    });

    it(screen('maintenance'), async () => {
      await page.goto(server.urlFor('demo', '/maintenance'));
      await heading(page, text.maintenance);
      await expectAccessible(page, language);
    });
  });

  describe('host: account screens (one visitor, in order)', () => {
    let context: BrowserContext;
    let page: Page;
    const account = { email: newEmail(`account-${language}`), password: 'correct horse battery' };

    beforeAll(async () => {
      context = await browser.newContext();
    });

    afterAll(async () => {
      await context?.close();
    });

    beforeEach(async () => {
      page = await context.newPage();
    });

    afterEach(async () => {
      await page.close();
    });

    const open = async (path: string, title: string) => {
      await page.goto(server.urlFor('demo', path));
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
      const link = await waitForMailLink(server.dataDir, account.email, text.verifySubject);
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
      const link = await waitForMailLink(server.dataDir, account.email, text.resetSubject);
      await page.goto(link);
      await heading(page, text.resetTitle);
      await expectAccessible(page, language);
    });

    it(screen('reset password: validation errors'), async () => {
      const link = await waitForMailLink(server.dataDir, account.email, text.resetSubject);
      await page.goto(link);
      await heading(page, text.resetTitle);
      await page.getByLabel(text.newPassword).fill('brand new secret');
      await page.getByLabel(text.confirmPassword).fill('another secret');
      await page.getByRole('button', { name: text.resetSubmit }).click();
      await page.getByText(text.required).first().waitFor();
      await expectAccessible(page, language);
    });
  });

  describe('widget: <halo-give> on an English church page (a new visitor per screen)', () => {
    let context: BrowserContext;
    let page: Page;
    let form: Locator;
    /** The church page stays English: the form's own root says the language it is shown in. */
    const expectFormAccessible = () => expectAccessible(page, language, form.locator('.halo-give'));

    beforeEach(async () => {
      context = await browser.newContext();
      page = await context.newPage();
      await page.goto(church.url);
      form = page.locator('halo-give');
      await waitForHeading(form, giving.heading);
    });

    afterEach(async () => {
      await context.close();
    });

    it(screen('embedded giving form'), async () => {
      await expectFormAccessible();
    });

    it(screen('embedded giving form (narrow viewport)'), async () => {
      await page.setViewportSize(NARROW);
      await expectFormAccessible();
    });

    it(screen('embedded giving form: validation errors'), async () => {
      await form.getByRole('button', { name: giving.continue }).click();
      await form.getByText(giving.amountRequired).waitFor();
      await expectFormAccessible();
    });

    it(screen('embedded giving form: recurring account modal'), async () => {
      await expectFocusInside(await openRecurringModal(form, text));
      await expectFormAccessible();
    });

    it(screen('embedded payment step'), async () => {
      await toPaymentStep(form, text, CARDS.visa);
      await expectFormAccessible();
    });

    it(screen('embedded payment step: declined card'), async () => {
      await toPaymentStep(form, text, CARDS.declined);
      await form.getByRole('button', { name: giving.giveNow }).click();
      await form.getByRole('alert').getByText(giving.declined).waitFor();
      await expectFormAccessible();
    });

    it(screen('embedded thank-you'), async () => {
      await toPaymentStep(form, text, CARDS.visa);
      await form.getByRole('button', { name: giving.giveNow }).click();
      await waitForHeading(form, giving.thanks);
      await expectFormAccessible();
    });
  });

  describe('portal: the demo donor (signed in once, a fresh page per screen)', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext();
      const first = await context.newPage();
      await signIn(first, server.urlFor('demo', '/login'), text, DEMO_DONOR);
      await first.close();
    });

    afterAll(async () => {
      await context?.close();
    });

    beforeEach(async () => {
      page = await context.newPage();
    });

    afterEach(async () => {
      await page.close();
    });

    const open = async (path: string, title: string) => {
      await page.goto(server.urlFor('demo', path));
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
      await expectAccessible(page, language);
      // The message closes itself after 5 s (spec §4): it was still there while axe read the page.
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
  });

  describe('portal: the administrator (statements)', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext();
      const first = await context.newPage();
      await signIn(first, server.urlFor('demo', '/login'), text, DEMO_ADMIN);
      await first.close();
    });

    afterAll(async () => {
      await context?.close();
    });

    beforeEach(async () => {
      page = await context.newPage();
      await page.goto(server.urlFor('demo', '/transactions'));
      await heading(page, text.transactions);
    });

    afterEach(async () => {
      await page.close();
    });

    it(screen('transactions with the statements section'), async () => {
      await page.getByRole('region', { name: text.statementsTitle }).waitFor();
      await expectAccessible(page, language);
    });

    it(screen('statements dialog'), async () => {
      await page.getByRole('button', { name: text.openStatements }).click();
      const statements = dialog(page, text.statementsTitle);
      await statements.getByRole('searchbox', { name: text.searchDonors }).waitFor();
      await expectFocusInside(statements);
      await statements.getByRole('checkbox').first().check();
      await expectAccessible(page, language);
    });
  });
});
