// Hardening in a real browser: a donor whose names, memos, cardholder name and card
// nickname are HTML/script payloads. Seeded through the real flows (the hosted giving page creating
// the account with a monthly gift, then gifts over HTTP, then the portal's own forms), every screen
// that shows them (the thank-you screen, dashboard, header user menu, transactions and the Send
// Contribution Receipt dialog, recurring gifts, payment methods, profile, an administrator's donor
// picker) shows the literal characters as text. No payload makes an element or runs: no img[src=x],
// no element with an on* attribute, no script with the payload, `window.__pwned` never set, and no
// alert or other dialog ever opens. The API side (CSV, PDFs, emails, search) is
// packages/api/test/injection*.test.ts.
import { generateIdentifier } from '@halo/domain';
import type { Dialog, Page } from 'playwright-core';
import { waitForMailLink } from '@halo/testkit/mail/mailbox';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import {
  CARDS,
  chooseAmount,
  fillCard,
  fillDonor,
  GIVING_TEXT,
  newDonorEmail,
  waitForHeading,
} from './harness/givingForm';
import { SCREEN_TEXT } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

const en = GIVING_TEXT.en;
const DEMO_ADMIN = { email: 'admin@example.com', password: 'halo-admin-1234' };

/** Payloads that would set window.__pwned or open an alert if they ever became markup. */
const DONOR = {
  email: newDonorEmail('injection'),
  firstName: '<img src=x onerror=window.__pwned=1>',
  lastName: '"><svg onload=window.__pwned=2>',
  password: 'hostile-donor-1234',
};
const RECURRING_MEMO = '<script>window.__pwned=3</script>';
const CARDHOLDER = '<svg/onload=alert(1)>';
/** One-time gifts given over HTTP as the same donor. */
const MEMOS = [
  '<img src=x onerror=alert(1)>',
  '"><iframe src=javascript:alert(1)>',
  '=HYPERLINK("http://evil","x")',
  "Robert'); DROP TABLE contributions;--",
];
const NICKNAME = '<b onmouseover=alert(1)>bold</b>';
const NEW_LAST_NAME = '<script>alert(document.cookie)</script>';

let server: RunningServer;
let session: BrowserSession;
let page: Page;
/** Every dialog any page opened (alert, confirm, prompt, beforeunload); each is dismissed. */
const dialogs: string[] = [];

beforeAll(async () => {
  server = await startServer();
  session = await openBrowser({ locale: 'en-US' });
  const record = (dialog: Dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  };
  session.context.on('page', (opened) => opened.on('dialog', record));
  page = session.context.pages()[0] ?? (await session.context.newPage());
  page.on('dialog', record);
});

afterAll(async () => {
  await session?.close();
  if (session) removeProfile(session.profileDir);
  await server?.stop();
});

/**
 * Nothing the donor typed became markup or ran, in the page and in every open shadow root (the
 * giving form). Checked on elements as well as on `__pwned`, so a Content-Security-Policy that
 * would stop the handler does not hide injected markup.
 */
async function expectInert(where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const elements: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        elements.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      imagesOfX: elements.filter(
        (element) => element.tagName === 'IMG' && element.getAttribute('src') === 'x',
      ).length,
      handlerAttributes: elements.flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('on')),
      ),
      payloadElements: elements
        .filter((element) => ['SCRIPT', 'IFRAME', 'B'].includes(element.tagName))
        .filter((element) => /__pwned|alert|javascript:/.test(element.outerHTML)).length,
    };
  });
  expect({ where, ...found, dialogs }).toEqual({
    where,
    pwned: null,
    imagesOfX: 0,
    handlerAttributes: [],
    payloadElements: 0,
    dialogs: [],
  });
}

/** POSTs a giving call as the widget would, from outside the browser (the API needs no cookie). */
async function postGiving(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The one-time gifts of MEMOS, by the donor's email, through the giving API over HTTP. */
async function giveOverHttp(): Promise<void> {
  const organization = (await (
    await fetch(`http://127.0.0.1:${server.port}/api/online-giving/demo`)
  ).json()) as { prefixedId: string; onlineGiving: { funds: { prefixedId: string }[] } };
  const customer = await postGiving('/api/give/customer', {
    organization_prefixed_id: organization.prefixedId,
    email: DONOR.email,
    first_name: DONOR.firstName,
    last_name: DONOR.lastName,
  });
  const token = { 'x-giving-token': String(customer.giving_token) };
  const card = await postGiving(
    '/api/give/sandbox/payment-methods',
    {
      organization_prefixed_id: organization.prefixedId,
      stripe_customer_id: customer.stripe_customer_id,
      // Another brand than the form's Visa, so the portal's "Edit Visa •••• 4242" stays one card.
      card_number: '5555555555554444',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      cardholder_name: CARDHOLDER,
    },
    token,
  );
  for (const memo of MEMOS) {
    await postGiving(
      '/api/give',
      {
        organization_prefixed_id: organization.prefixedId,
        stripe_customer_id: customer.stripe_customer_id,
        donor_prefixed_id: customer.donor_prefixed_id,
        payment_method_id: card.payment_method_id,
        amount: 1_500,
        fund_prefixed_id: organization.onlineGiving.funds[0]!.prefixedId,
        frequency: 'one_time',
        is_fee_covered: false,
        memo,
      },
      { ...token, 'idempotency-key': generateIdentifier() },
    );
  }
}

async function openScreen(path: string, title: string): Promise<void> {
  await page.goto(server.urlFor('demo', path));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('hostile names and memos stay text', () => {
  it('the hosted giving page takes them and its thank-you screen creates nothing', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, en.heading);
    await chooseAmount(page, '$25.00');
    await page.getByText(en.recurring, { exact: true }).click();
    await page
      .getByRole('dialog', { name: en.modalTitle })
      .getByRole('button', { name: en.createAccount })
      .click();
    await fillDonor(page, en, DONOR);
    await page.getByLabel(en.memo).fill(RECURRING_MEMO);
    await page.getByLabel(en.password, { exact: true }).fill(DONOR.password);
    await page.getByLabel(en.confirm).fill(DONOR.password);
    await page.getByRole('button', { name: en.continue }).click();

    await waitForHeading(page, en.paymentTitle);
    await fillCard(page, en, CARDS.visa, CARDHOLDER);
    await expectInert('payment step');
    await page.getByRole('button', { name: en.giveNow }).click();
    await waitForHeading(page, en.thanks);
    await page.getByText(en.receiptSent(DONOR.email)).waitFor();
    await expectInert('thank-you screen');

    await giveOverHttp();
    // Gifts given by email alone join the account once the donor proves the mailbox.
    const link = await waitForMailLink(server.dataDir, DONOR.email, SCREEN_TEXT.en.verifySubject);
    await page.goto(link);
    await page.getByText(SCREEN_TEXT.en.verified).first().waitFor();
  });

  it('the dashboard and the header user menu show the names as typed', async () => {
    // Creating the account in the form signed this browser in.
    await page.goto(server.urlFor('demo', '/dashboard'));
    await page.getByText(`Welcome, ${DONOR.firstName}!`, { exact: true }).waitFor();
    await expectInert('dashboard');

    const menu = page.locator('.portal-user-menu__button');
    expect(await menu.locator('.portal-user-menu__name').textContent()).toBe(
      `${DONOR.firstName} ${DONOR.lastName}`,
    );
    await page.getByRole('button', { name: `${DONOR.firstName} ${DONOR.lastName}` }).click();
    await page.getByText(`Signed in as ${DONOR.email}`).waitFor();
    await expectInert('user menu');
    await page.keyboard.press('Escape');
  });

  it('transactions show each memo in its column, and the receipt dialog stays inert', async () => {
    await openScreen('/transactions', 'Transactions');
    const table = page.locator('table.portal-transactions');
    for (const memo of [RECURRING_MEMO, ...MEMOS]) {
      const cell = table.locator('td', { hasText: memo }).first();
      await cell.waitFor();
      expect({ memo, shown: await cell.textContent(), title: await cell.getAttribute('title') }).toEqual({
        memo,
        shown: memo,
        title: memo,
      });
    }
    await expectInert('transactions');

    await page.getByRole('button', { name: 'Send Contribution Receipt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Contribution Receipt' });
    await dialog.getByText(DONOR.email).waitFor();
    await expectInert('send receipt dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('recurring gifts show the memo; payment methods keep the cardholder and a hostile nickname as text', async () => {
    await openScreen('/recurring-gifts', 'Recurring gifts');
    await page.getByText(RECURRING_MEMO, { exact: true }).waitFor();
    await expectInert('recurring gifts');

    await openScreen('/payment-methods', 'Payment methods');
    await page.getByRole('button', { name: 'Edit Visa •••• 4242' }).click();
    const edit = page.getByRole('dialog', { name: 'Update Visa •••• 4242' });
    await edit.waitFor();
    expect(await edit.getByLabel('Name on card').inputValue()).toBe(CARDHOLDER);
    await edit.getByLabel('Nickname (optional)').fill(NICKNAME);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The payment method Visa •••• 4242 was updated.' })
      .waitFor();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Visa •••• 4242' }) });
    await card.getByText(NICKNAME, { exact: true }).waitFor();
    await expectInert('payment methods');
  });

  it('the profile shows the names, edits them as text and the header follows', async () => {
    await openScreen('/profile', 'Profile');
    const details = page.locator('.self-service__details');
    await details.getByText(`${DONOR.firstName} ${DONOR.lastName}`, { exact: true }).waitFor();
    await expectInert('profile');

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe(DONOR.firstName);
    expect(await page.getByLabel('Last name').inputValue()).toBe(DONOR.lastName);
    await page.getByLabel('Last name').fill(NEW_LAST_NAME);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Account updated successfully').waitFor();
    await details.getByText(`${DONOR.firstName} ${NEW_LAST_NAME}`, { exact: true }).waitFor();
    expect(await page.locator('.portal-user-menu__name').textContent()).toBe(
      `${DONOR.firstName} ${NEW_LAST_NAME}`,
    );
    await expectInert('profile after edit');
  });

  it('an administrator’s donor picker shows the donor as text', async () => {
    await session.context.clearCookies();
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await openScreen('/transactions', 'Transactions');
    await page.getByRole('button', { name: 'Send statements to donors' }).click();
    const picker = page
      .getByRole('dialog', { name: 'Contribution statements' })
      .getByRole('group', { name: 'Donors' });
    await picker.getByRole('searchbox', { name: 'Search donors' }).fill(DONOR.email);
    await picker
      .getByRole('checkbox', { name: `${DONOR.firstName} ${NEW_LAST_NAME} (${DONOR.email})` })
      .waitFor();
    await expectInert('donor picker');
  });
});
