// "Confirm your gift" in a real browser, signed out, on a sandbox server: a donor gives monthly on
// Stripe's 4000002760003184 (the bank asks for authentication on every payment, off-session ones
// included) starting tomorrow; the occurrence is brought to today while the server is stopped, the
// recurring engine runs at start-up, and the email's /confirm/ link opens the page. Failing the test
// authentication leaves the gift waiting; completing it gives the gift (receipt emailed), and the
// link then says it was used. In the donor's language (en, es), the test challenge labelled as a test
// in a dialog reached by keyboard, axe-clean, nothing scrolling sideways at 320 px. Drives the built product.
import { generateIdentifier } from '@halo/domain';
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { queryDatabase } from './harness/database';
import { churchToday } from './harness/givingForm';
import {
  expectAccessible,
  expectFocusInside,
  launchLanguageBrowser,
  type LanguageBrowser,
} from './harness/screens';
import { SCREEN_TEXT, type Language } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const TEXT = {
  en: {
    title: 'Confirm your gift',
    card: 'Visa ending in 3184',
    amount: '$40.00',
    confirm: 'Confirm with your bank',
    testTitle: 'Test authentication — no bank is contacted',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    waiting: 'your gift is still waiting',
    given: 'Thank you! Your gift of $40.00 to Grace Community Church is given.',
    receipt: 'Thank you for your gift to Grace Community Church',
    used: 'This gift is already confirmed',
  },
  es: {
    title: 'Confirme su donación',
    card: 'Visa terminada en 3184',
    amount: '$40.00',
    confirm: 'Confirmar con su banco',
    testTitle: 'Autenticación de prueba: no se contacta a ningún banco',
    complete: 'Completar la autenticación',
    fail: 'Hacer fallar la autenticación',
    waiting: 'su donación sigue esperando',
    given: '¡Gracias! Su donación de $40.00 a Grace Community Church está hecha.',
    receipt: 'Gracias por su donación a Grace Community Church',
    used: 'Esta donación ya está confirmada',
  },
} as const;

const LANGUAGES = ['en', 'es'] as const;
let server: RunningServer;
const emails: Record<Language, string> = { en: '', es: '' };

async function post(port: number, path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A donor in `language` gives $40.00 monthly from tomorrow on the authenticating card; returns the gift's id. */
async function monthlyGift(port: number, language: Language): Promise<string> {
  const locale = { 'x-locale': language };
  const organization = (await (await fetch(`http://127.0.0.1:${port}/api/online-giving/demo`)).json()) as {
    prefixedId: string;
    onlineGiving: { funds: { prefixedId: string }[] };
  };
  emails[language] = `confirm-${language}-${Date.now()}@example.com`;
  const registered = await post(
    port,
    '/api/give/register',
    {
      organization_prefixed_id: organization.prefixedId,
      email: emails[language],
      first_name: 'Casey',
      last_name: 'Confirm',
      password: 'a-long-enough-password',
      password_confirmation: 'a-long-enough-password',
    },
    locale,
  );
  const token = { ...locale, 'x-giving-token': String(registered.giving_token) };
  const card = await post(
    port,
    '/api/give/sandbox/payment-methods',
    {
      organization_prefixed_id: organization.prefixedId,
      stripe_customer_id: registered.stripe_customer_id,
      card_number: '4000002760003184',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
      cardholder_name: 'Casey Confirm',
      // This card's bank asks when it is saved too: sent as the form sends it after the test challenge.
      test_authentication: 'passed',
    },
    token,
  );
  const given = await post(
    port,
    '/api/give',
    {
      organization_prefixed_id: organization.prefixedId,
      stripe_customer_id: registered.stripe_customer_id,
      donor_prefixed_id: registered.donor_prefixed_id,
      payment_method_id: card.payment_method_id,
      amount: 4_000,
      fund_prefixed_id: organization.onlineGiving.funds[0]!.prefixedId,
      frequency: 'monthly',
      start_date: churchToday(new Date(Date.now() + 86_400_000)),
      is_fee_covered: false,
    },
    { ...token, 'idempotency-key': generateIdentifier() },
  );
  return (given.recurring_giving as { prefixed_id: string }).prefixed_id;
}

beforeAll(async () => {
  const first = await startServer({}, { keepDataDir: true });
  let gifts: string[];
  try {
    gifts = await Promise.all(LANGUAGES.map((language) => monthlyGift(first.port, language)));
  } finally {
    await first.stop();
  }
  // The gifts fall due today; the engine's first run, soon after start-up, charges them.
  await queryDatabase(
    first.dataDir,
    `UPDATE recurring_givings SET next_occurrence = '${churchToday()}' WHERE prefixed_id IN (${gifts
      .map((gift) => `'${gift}'`)
      .join(', ')})`,
  );
  server = await startServer({}, { dataDir: first.dataDir });
});
afterAll(async () => {
  await server?.stop();
  server?.removeDataDir();
});

async function mailedLink(email: string, path: string, subject?: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const link = mailTo(server.dataDir, email)
      .filter((mail) => !subject || mail.subject === subject)
      .flatMap((mail) => mail.links)
      .find((candidate) => new URL(candidate).pathname.startsWith(path));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no ${path} link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(LANGUAGES)('confirm your gift in %s', (language) => {
  const text = TEXT[language];
  let browser: LanguageBrowser;
  beforeAll(async () => {
    // The browser speaks English either way: the page follows the donor's language.
    browser = await launchLanguageBrowser(SCREEN_TEXT.en);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens signed out, stays waiting after a failed test authentication, and gives the gift when it completes', async () => {
    const link = await mailedLink(emails[language], '/confirm/');
    const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/confirm\//);
    await page.getByText(text.card).waitFor();
    await page.getByText(text.amount).first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page, language);

    // The test challenge, by keyboard: fail it first.
    const confirm = page.getByRole('button', { name: text.confirm, exact: true });
    await confirm.focus();
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: text.testTitle });
    await dialog.waitFor();
    await expectFocusInside(dialog);
    await expectAccessible(page, language);
    await dialog.getByRole('button', { name: text.fail, exact: true }).press('Enter');
    await page.getByRole('status').filter({ hasText: text.waiting }).waitFor();

    // Then complete it: the gift is given.
    await confirm.press('Enter');
    dialog = page.getByRole('dialog', { name: text.testTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: text.complete, exact: true }).press('Enter');
    await page.getByRole('status').filter({ hasText: text.given }).waitFor();
    expect(await page.getByRole('button', { name: text.confirm, exact: true }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page, language);
    // The receipt of the given gift, with its manage link.
    await mailedLink(emails[language], '/manage/', text.receipt);

    // The link has done its work.
    await page.reload();
    await page.getByText(text.used).waitFor();
    await expectAccessible(page, language);
    await context.close();
  });
});
