// Two `<halo-give>` elements on one church page of another site (docs/ARCHITECTURE.md §3: each element has its own
// API client, translator and store): one in English with nothing preset, one in Spanish with $100.00
// to the Building Fund preset. Each renders its own form and keeps its own amount, language and step;
// a gift completed in one shows its thank-you while the other still shows its first step, and each
// gift's receipt is in its own element's language; axe-core finds nothing on the page at each step.
// When the Spanish or the form's own code cannot be downloaded, each element says so in its language,
// asks nothing more by itself, and gives its form on Try again.
// The last test stops the server and reads each gift back, stored exactly once.
import type { Locator, Page, Route } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { demoElement, serveEmbedPage, type EmbedPage } from './harness/embedPage';
import {
  CARDS,
  chooseAmount,
  expectNoAxeViolations,
  fillCard,
  fillDonor,
  GIVING_TEXT,
  money,
  newDonorEmail,
  waitForHeading,
  type FormScope,
  type GivingText,
} from './harness/givingForm';
import { storedGifts } from './harness/givingRecords';
import { focusedControl } from './harness/keyboard';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

const en = GIVING_TEXT.en;
const es = GIVING_TEXT.es;

interface RecordedEvent {
  type: string;
  /** Which element sent it: 0 the English one, 1 the Spanish one. */
  element: number;
  detail: Record<string, unknown>;
}

let server: RunningServer;
let church: EmbedPage;
let browser: BrowserSession;
let page: Page;
let english: Locator;
let spanish: Locator;

const gifts: { email: string; amount: number; fund: string; text: GivingText }[] = [];

beforeAll(async () => {
  server = await startServer({}, { keepDataDir: true });
  const apiOrigin = `http://demo.localhost:${server.port}`;
  church = await serveEmbedPage(
    apiOrigin,
    [
      demoElement(apiOrigin, 'locale="en"'),
      '<p>Or give to the building campaign:</p>',
      demoElement(apiOrigin, 'locale="es" amount="100" fund="Building Fund"'),
    ].join('\n'),
  );
  browser = await openBrowser();
  page = await browser.context.newPage();
  // Every event of either element, with the element it came from, from the first one on.
  await page.addInitScript(() => {
    const recorded: unknown[] = [];
    (window as unknown as { haloEvents: unknown[] }).haloEvents = recorded;
    for (const type of ['halo-give:ready', 'halo-give:completed', 'halo-give:error']) {
      document.addEventListener(type, (event) => {
        const element = Array.from(document.querySelectorAll('halo-give')).indexOf(event.target as Element);
        recorded.push({ type, element, detail: (event as CustomEvent).detail });
      });
    }
  });
  await page.goto(church.url);
  english = page.locator('halo-give[locale="en"]');
  spanish = page.locator('halo-give[locale="es"]');
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await church?.close();
  await server?.stop();
  server?.removeDataDir();
});

const events = () => page.evaluate(() => (window as unknown as { haloEvents: RecordedEvent[] }).haloEvents);

/** The amount tiles chosen in one element's form ("$50.00"), by their labels. */
const chosenAmounts = (form: Locator) =>
  form
    .locator('input[name="amountChoice"]:checked')
    .evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent?.trim()));

const chosenFund = (form: FormScope, text: GivingText) =>
  form
    .getByLabel(text.fund, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

/** The language an element's form is shown in: its container's `lang`. */
const formLanguage = (form: Locator) => form.locator('.halo-give').first().getAttribute('lang');

/** The element still shows its first step: its heading and Continue, no payment or thank-you. */
async function expectFirstStep(form: Locator, text: GivingText): Promise<void> {
  await waitForHeading(form, text.heading);
  expect(await form.getByRole('button', { name: text.continue }).isVisible()).toBe(true);
  expect(await form.getByRole('heading', { name: text.paymentTitle }).count()).toBe(0);
  expect(await form.getByRole('heading', { name: text.thanks }).count()).toBe(0);
}

async function give(form: Locator, text: GivingText, email: string, cardholder: string): Promise<void> {
  const [firstName = '', lastName = ''] = cardholder.split(' ');
  await fillDonor(form, text, { email, firstName, lastName });
  await form.getByRole('button', { name: text.continue }).click();
  await waitForHeading(form, text.paymentTitle);
  await form.getByText(text.testMode, { exact: true }).waitFor();
  await fillCard(form, text, CARDS.visa, cardholder);
  await form.getByRole('button', { name: text.giveNow }).click();
  await waitForHeading(form, text.thanks);
  await form.getByText(text.receiptSent(email)).waitFor();
}

async function waitForReceipt(email: string, subject: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = mailTo(server.dataDir, email).find((candidate) => candidate.subject === subject);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two <halo-give> elements on one church page', () => {
  it('renders a form of its own in each, in its own language and with its own presets', async () => {
    await waitForHeading(english, en.heading);
    await waitForHeading(spanish, es.heading);
    expect(await page.locator('halo-give').count()).toBe(2);
    // One form per element, each in its own shadow root: nothing of one shows in the other.
    expect(await english.locator('form').count()).toBe(1);
    expect(await spanish.locator('form').count()).toBe(1);
    expect(await english.getByRole('heading', { name: es.heading }).count()).toBe(0);
    expect(await spanish.getByRole('heading', { name: en.heading }).count()).toBe(0);
    expect(await formLanguage(english)).toBe('en');
    expect(await formLanguage(spanish)).toBe('es');
    // The church's page keeps its own language.
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    expect(await chosenAmounts(english)).toEqual([]);
    expect(await chosenFund(english, en)).toBe('General Fund');
    expect(await chosenAmounts(spanish)).toEqual([money(es, 10000)]);
    expect(await chosenFund(spanish, es)).toBe('Building Fund');

    await page.waitForFunction(() => (window as unknown as { haloEvents: unknown[] }).haloEvents.length >= 2);
    expect(
      (await events()).map(({ type, element }) => ({ type, element })).sort((a, b) => a.element - b.element),
    ).toEqual([
      { type: 'halo-give:ready', element: 0 },
      { type: 'halo-give:ready', element: 1 },
    ]);
    await expectNoAxeViolations(page, 'two embeds, first step');
  });

  it('keeps an amount, a fund and typed details chosen in one element out of the other', async () => {
    await chooseAmount(english, '$50.00');
    expect(await chosenAmounts(english)).toEqual(['$50.00']);
    expect(await chosenAmounts(spanish)).toEqual([money(es, 10000)]);

    await chooseAmount(spanish, money(es, 2500));
    expect(await chosenAmounts(spanish)).toEqual([money(es, 2500)]);
    expect(await chosenAmounts(english)).toEqual(['$50.00']);

    await english.getByLabel(en.fund, { exact: true }).selectOption({ label: 'Missions' });
    expect(await chosenFund(spanish, es)).toBe('Building Fund');
    await english.getByLabel(en.email, { exact: true }).fill('only-here@example.com');
    expect(await spanish.getByLabel(es.email, { exact: true }).inputValue()).toBe('');

    // Errors shown in one (Continue with nothing filled in) stay in that one, in its language.
    await spanish.getByLabel(es.email, { exact: true }).fill('');
    await spanish.getByRole('button', { name: es.continue }).click();
    await spanish.getByText(es.required).first().waitFor();
    expect(await english.getByText(en.required).count()).toBe(0);
    expect(await english.getByText(es.required).count()).toBe(0);
    await expectNoAxeViolations(page, 'two embeds, errors in the Spanish one');

    // Back to the Spanish element's preset for its gift later.
    await chooseAmount(spanish, money(es, 10000));
    expect(await chosenAmounts(english)).toEqual(['$50.00']);
    expect(await formLanguage(english)).toBe('en');
    expect(await formLanguage(spanish)).toBe('es');
  });

  it('completes a gift in the English element while the Spanish one stays on its first step', async () => {
    const email = newDonorEmail('two-embeds-en');
    await give(english, en, email, 'Ana Ruiz');
    gifts.push({ email, amount: 5000, fund: 'Missions', text: en });

    await expectFirstStep(spanish, es);
    expect(await chosenAmounts(spanish)).toEqual([money(es, 10000)]);
    expect(await chosenFund(spanish, es)).toBe('Building Fund');
    expect(await formLanguage(spanish)).toBe('es');
    const completed = (await events()).filter((event) => event.type === 'halo-give:completed');
    expect(completed).toEqual([
      {
        type: 'halo-give:completed',
        element: 0,
        detail: { giftId: expect.stringMatching(/^con_/), amount: 5000, frequency: 'one_time' },
      },
    ]);
    await expectNoAxeViolations(page, 'two embeds, English thank-you beside Spanish first step');
  });

  it('then completes a gift in the Spanish element, the English one keeping its thank-you', async () => {
    const email = newDonorEmail('two-embeds-es');
    await give(spanish, es, email, 'Luis Gómez');
    gifts.push({ email, amount: 10000, fund: 'Building Fund', text: es });

    await waitForHeading(english, en.thanks);
    expect(await english.getByRole('heading', { name: es.thanks }).count()).toBe(0);
    expect(await formLanguage(english)).toBe('en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const completed = (await events()).filter((event) => event.type === 'halo-give:completed');
    expect(completed.map(({ element, detail }) => ({ element, amount: detail.amount }))).toEqual([
      { element: 0, amount: 5000 },
      { element: 1, amount: 10000 },
    ]);
    expect((await events()).filter((event) => event.type === 'halo-give:error')).toEqual([]);
    await expectNoAxeViolations(page, 'two embeds, both thank-yous');

    // Each element's API client asked for its own language: each receipt is in its donor's.
    for (const gift of gifts) {
      const receipt = await waitForReceipt(gift.email, gift.text.receiptSubject);
      expect(receipt).toContain(gift.fund);
      expect(mailTo(server.dataDir, gift.email)).toHaveLength(1);
    }
    expect(await waitForReceipt(gifts[1]?.email ?? '', es.receiptSubject)).toContain('Monto de la donación');
  });

  it('shows the Spanish element loading in Spanish while its Spanish strings are on their way', async () => {
    const loading = await browser.context.newPage();
    // A loading state is what an element shows when it renders itself: its first step could not be
    // painted by the loader (refused here), or it came into the page after the loader ran. A painted
    // step is in Spanish from the server (givingEmbedFirstScreen.test.ts).
    await loading.route(/\/api\/online-giving\/demo\/first-screen\?/, (route) =>
      route.abort('connectionrefused'),
    );
    // The element's Spanish chunks are held back until the loading state has been read, so the
    // moment before they arrive is the one seen, however fast they would have come.
    const held: Route[] = [];
    let holding = true;
    const spanishChunk = (url: URL) => /\/static\/embed\/[\w-]*-es\.[0-9a-f]+\.js$/.test(url.pathname);
    await loading.route(spanishChunk, (route) => (holding ? void held.push(route) : route.continue()));
    try {
      const asked = loading.waitForRequest((request) => spanishChunk(new URL(request.url())));
      await loading.goto(church.url);
      const spanishElement = loading.locator('halo-give[locale="es"]');
      await asked;
      const status = spanishElement.getByRole('status');
      await status.waitFor();
      expect(await status.textContent()).toBe('Cargando…');
      expect(await spanishElement.getByText('Loading…').count()).toBe(0);
      holding = false;
      for (const route of held) await route.continue();
      await waitForHeading(spanishElement, es.heading);
    } finally {
      await loading.close();
    }
  });

  it('says in Spanish that it cannot reach the server when its Spanish cannot be downloaded, without asking again and again, and gives its form on Try again', async () => {
    const failing = await browser.context.newPage();
    const spanishChunk = (url: URL) => /\/static\/embed\/[\w-]*-es\.[0-9a-f]+\.js$/.test(url.pathname);
    let refusing = true;
    let refused = 0;
    await failing.route(spanishChunk, (route) => {
      if (!refusing) return route.continue();
      refused += 1;
      return route.abort('connectionfailed');
    });
    try {
      await failing.goto(church.url);
      const spanishElement = failing.locator('halo-give[locale="es"]');
      const alert = spanishElement.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
      );
      expect(await spanishElement.getByText('Loading…').count()).toBe(0);
      // Each of its Spanish chunks was asked for once, and nothing asks again by itself: a donor's
      // browser does not keep calling the server while the message shows.
      const asked = refused;
      expect(asked).toBeGreaterThan(0);
      expect(asked).toBeLessThanOrEqual(2);
      await failing.waitForTimeout(1_000);
      expect(refused).toBe(asked);
      // The English element on the same page needs no Spanish and gives as usual.
      await waitForHeading(failing.locator('halo-give[locale="en"]'), en.heading);
      await expectNoAxeViolations(failing, 'Spanish element that could not load its strings');

      // By keyboard: the button goes with the message, and focus stays in the element (its frame)
      // instead of falling to the page's body, so Tab goes on into the Spanish form.
      refusing = false;
      await spanishElement.getByRole('button', { name: 'Intentar de nuevo' }).focus();
      await failing.keyboard.press('Enter');
      await waitForHeading(spanishElement, es.heading);
      expect(await spanishElement.getByRole('alert').count()).toBe(0);
      const focusedElement = () => failing.evaluate(() => document.activeElement?.getAttribute('locale'));
      expect(await focusedControl(failing)).toBe('halo-give');
      expect(await focusedElement()).toBe('es');
      await failing.keyboard.press('Tab');
      expect(await focusedControl(failing)).not.toBe('halo-give');
      expect(await focusedElement()).toBe('es');
    } finally {
      await failing.close();
    }
  });

  it("says it cannot reach the server when the form's own code cannot be downloaded, instead of an empty element, and gives its form on Try again", async () => {
    const failing = await browser.context.newPage();
    const formChunk = (url: URL) => /\/static\/embed\/giving-form\.[0-9a-f]+\.js$/.test(url.pathname);
    let refusing = true;
    await failing.route(formChunk, (route) =>
      refusing ? route.abort('connectionfailed') : route.continue(),
    );
    try {
      await failing.goto(church.url);
      for (const [element, text] of [
        [failing.locator('halo-give[locale="en"]'), en],
        [failing.locator('halo-give[locale="es"]'), es],
      ] as const) {
        await element.getByRole('alert').waitFor();
        expect(await element.getByRole('alert').textContent()).toContain(
          text === en
            ? "There's a problem when trying to reach the server, please refresh your page and try again."
            : 'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
        );
      }
      refusing = false;
      const englishElement = failing.locator('halo-give[locale="en"]');
      await englishElement.getByRole('button', { name: 'Try again' }).click();
      await waitForHeading(englishElement, en.heading);
    } finally {
      await failing.close();
    }
  });

  // Last: stops the server to read its database.
  it('stored each gift of the two elements exactly once, with its own amount and fund', async () => {
    await server.stop();
    expect(gifts).toHaveLength(2);
    const rows = await storedGifts(server.dataDir, ['two-embeds-']);
    expect(rows).toEqual(
      gifts.map((gift) =>
        expect.objectContaining({
          email: gift.email,
          charged_amount: gift.amount,
          status: 'succeeded',
          card_last_four: '4242',
          fund: gift.fund,
          fund_charged_amount: gift.amount,
          recurring_giving_id: null,
        }),
      ),
    );
  });
});
