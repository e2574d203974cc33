// A recurring gift's emailed manage link in a real browser, signed out: a donor gives monthly (over
// the giving API, as the form does), opens `/manage/{token}` from the receipt in the harness's
// mailbox, and skips the next gift, pauses until a date, changes the card (a sandbox test card typed
// into the giving form's card fields, "Test mode"; then one whose bank asks when it is saved, through
// the labelled test challenge: failed, then completed) and stops the gift, each through its dialog by
// keyboard (focus inside, Escape gives it back). The page speaks the donor's language; axe-clean in
// English and Spanish, and nothing scrolls sideways at 320 px. Drives the built product.
import { generateIdentifier } from '@halo/domain';
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
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
    title: 'Manage your recurring gift',
    skip: 'Skip the next gift',
    skipTitle: 'Skip the next gift?',
    skipped: 'The next gift is skipped',
    pause: 'Pause until…',
    pauseTitle: 'Pause until a date',
    pauseDate: 'Give again on',
    pauseConfirm: 'Pause until this date',
    paused: 'The gift is paused until',
    stop: 'Stop this gift',
    stopTitle: 'Stop this gift?',
    stopped: 'This recurring gift is stopped',
    refused: 'This link no longer works',
    card: 'Visa ending in 4242',
    changeCard: 'Change card',
    cardTitle: 'Change the card of this gift',
    cardNumber: 'Card number',
    cardExpiry: 'Expiration (MM/YYYY)',
    cardCvc: 'Security code (CVC)',
    testMode: 'Test mode',
    cardChanged: 'This gift now uses the Mastercard ending in 4444',
    newCard: 'Mastercard ending in 4444',
    useCard: 'Use this card',
    challenge: 'Test authentication — no bank is contacted',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    notAuthenticated: 'this gift stays on its current card',
    bankCardChanged: 'This gift now uses the Visa ending in 3155',
    bankCard: 'Visa ending in 3155',
  },
  es: {
    title: 'Administre su donación recurrente',
    skip: 'Omitir la próxima donación',
    skipTitle: '¿Omitir la próxima donación?',
    skipped: 'Se omitirá la próxima donación',
    pause: 'Pausar hasta…',
    pauseTitle: 'Pausar hasta una fecha',
    pauseDate: 'Donar de nuevo el',
    pauseConfirm: 'Pausar hasta esta fecha',
    paused: 'La donación está en pausa hasta',
    stop: 'Detener esta donación',
    stopTitle: '¿Detener esta donación?',
    stopped: 'Esta donación recurrente se detuvo',
    refused: 'Este enlace ya no funciona',
    card: 'Visa terminada en 4242',
    changeCard: 'Cambiar tarjeta',
    cardTitle: 'Cambiar la tarjeta de esta donación',
    cardNumber: 'Número de tarjeta',
    cardExpiry: 'Vencimiento (MM/AAAA)',
    cardCvc: 'Código de seguridad (CVC)',
    testMode: 'Modo de prueba',
    cardChanged: 'Esta donación usa ahora la Mastercard terminada en 4444',
    newCard: 'Mastercard terminada en 4444',
    useCard: 'Usar esta tarjeta',
    challenge: 'Autenticación de prueba: no se contacta a ningún banco',
    complete: 'Completar la autenticación',
    fail: 'Hacer fallar la autenticación',
    notAuthenticated: 'esta donación sigue con su tarjeta actual',
    bankCardChanged: 'Esta donación usa ahora la Visa terminada en 3155',
    bankCard: 'Visa terminada en 3155',
  },
} as const;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A new donor in `language` gives $40.00 monthly from today; returns the receipt's manage link. */
async function monthlyGiftLink(language: Language): Promise<string> {
  const locale = { 'x-locale': language };
  const organization = (await (
    await fetch(`http://127.0.0.1:${server.port}/api/online-giving/demo`)
  ).json()) as { prefixedId: string; onlineGiving: { funds: { prefixedId: string }[] } };
  const email = `manage-${language}-${Date.now()}@example.com`;
  const registered = await post(
    '/api/give/register',
    {
      organization_prefixed_id: organization.prefixedId,
      email,
      first_name: 'Morgan',
      last_name: 'Monthly',
      password: 'a-long-enough-password',
      password_confirmation: 'a-long-enough-password',
    },
    locale,
  );
  const token = { ...locale, 'x-giving-token': String(registered.giving_token) };
  const card = await post(
    '/api/give/sandbox/payment-methods',
    {
      organization_prefixed_id: organization.prefixedId,
      stripe_customer_id: registered.stripe_customer_id,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
      cardholder_name: 'Morgan Monthly',
    },
    token,
  );
  await post(
    '/api/give',
    {
      organization_prefixed_id: organization.prefixedId,
      stripe_customer_id: registered.stripe_customer_id,
      donor_prefixed_id: registered.donor_prefixed_id,
      payment_method_id: card.payment_method_id,
      amount: 4_000,
      fund_prefixed_id: organization.onlineGiving.funds[0]!.prefixedId,
      frequency: 'monthly',
      start_date: churchToday(),
      is_fee_covered: false,
    },
    { ...token, 'idempotency-key': generateIdentifier() },
  );
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = mailTo(server.dataDir, email)
      .flatMap((mail) => mail.links)
      .find((candidate) => new URL(candidate).pathname.startsWith('/manage/'));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no manage link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Opens the action's dialog from the keyboard, checks focus and axe, and leaves it open. */
async function openDialog(page: Page, language: Language, button: string, title: string) {
  const trigger = page.getByRole('button', { name: button, exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expectFocusInside(dialog);
  await expectAccessible(page, language);
  // Escape closes it and gives focus back to the button; Enter opens it again.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await trigger.evaluate((node) => node === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  return dialog;
}

describe.each(['en', 'es'] as const)('the manage link in %s', (language) => {
  const text = TEXT[language];
  let browser: LanguageBrowser;
  beforeAll(async () => {
    // The browser speaks English either way: the page follows the donor's language.
    browser = await launchLanguageBrowser(SCREEN_TEXT.en);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the gift signed out, then skips, pauses until a date, changes the card and stops it through dialogs', async () => {
    const link = await monthlyGiftLink(language);
    const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/manage\//);
    await page.getByText(text.card).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page, language);

    const skip = await openDialog(page, language, text.skip, text.skipTitle);
    await skip.getByRole('button', { name: text.skip, exact: true }).press('Enter');
    await page.getByRole('status').filter({ hasText: text.skipped }).waitFor();

    const pause = await openDialog(page, language, text.pause, text.pauseTitle);
    expect(await pause.getByLabel(text.pauseDate).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await pause.getByLabel(text.pauseDate).press('Enter');
    await page.getByRole('status').filter({ hasText: text.paused }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);

    // Change card: the sandbox's card fields, typed from the keyboard; Enter in the last field sends.
    const card = await openDialog(page, language, text.changeCard, text.cardTitle);
    await card.getByLabel(text.cardNumber).waitFor();
    await card.getByText(text.testMode, { exact: true }).waitFor();
    await expectAccessible(page, language);
    await card.getByLabel(text.cardNumber).focus();
    await page.keyboard.type('5555555555554444');
    await page.keyboard.press('Tab');
    await page.keyboard.type('122031');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: text.cardChanged }).waitFor();
    await page.getByText(text.newCard, { exact: true }).waitFor();
    await expectAccessible(page, language);

    // Change card to one whose bank asks when it is saved (Stripe's 4000002500003155): the test
    // challenge, labelled as one, opens over the dialog. Failed, the gift keeps its card and the
    // donor is told; Escape closes the challenge only; completed, the card is attached.
    const bankCard = await openDialog(page, language, text.changeCard, text.cardTitle);
    await bankCard.getByLabel(text.cardNumber).focus();
    await page.keyboard.type('4000002500003155');
    await page.keyboard.press('Tab');
    await page.keyboard.type('122031');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    const challenge = page.getByRole('dialog', { name: text.challenge });
    await challenge.waitFor();
    await expectFocusInside(challenge);
    await expectAccessible(page, language);
    await challenge.getByRole('button', { name: text.fail }).press('Enter');
    await challenge.waitFor({ state: 'detached' });
    await bankCard.getByRole('alert').filter({ hasText: text.notAuthenticated }).waitFor();
    await expectFocusInside(bankCard);
    await page.getByText(text.newCard, { exact: true }).waitFor();
    expect(await page.getByText(text.bankCard, { exact: true }).count()).toBe(0);

    await bankCard.getByRole('button', { name: text.useCard }).press('Enter');
    await challenge.waitFor();
    await page.keyboard.press('Escape');
    await challenge.waitFor({ state: 'detached' });
    expect(await bankCard.isVisible()).toBe(true);
    await expectFocusInside(bankCard);

    await bankCard.getByRole('button', { name: text.useCard }).press('Enter');
    await challenge.getByRole('button', { name: text.complete }).press('Enter');
    await page.getByRole('status').filter({ hasText: text.bankCardChanged }).waitFor();
    await page.getByText(text.bankCard, { exact: true }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page, language);

    const stop = await openDialog(page, language, text.stop, text.stopTitle);
    await stop.getByRole('button', { name: text.stop, exact: true }).press('Enter');
    await page.getByRole('status').filter({ hasText: text.stopped }).waitFor();
    await expectAccessible(page, language);

    // The gift is gone, and so is what the link opens: a clear page with the way to sign in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: text.refused }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page, language);
    await context.close();
  });
});
