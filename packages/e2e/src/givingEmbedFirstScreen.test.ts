// `<halo-give>`'s first step painted before React (docs/ARCHITECTURE.md §3), in a real browser on a
// church page of another site. The element's chunk is held back, so the painted step is all there is:
// it must show the church's form, pass axe in both languages, and take a donor's amount, details and
// Continue; once the chunk is let through, React takes the very same markup over (no mismatch, no
// second form), keeps what was typed, chosen and focused, and carries out the Continue pressed
// meanwhile. A step that cannot be painted, or an element the page changed meanwhile, renders itself.
import type { Locator, Page, Route } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { demoElement, serveEmbedPage, type EmbedPage } from './harness/embedPage';
import { chooseAmount, fillDonor, GIVING_TEXT, waitForHeading } from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

const ELEMENT_CHUNK = /\/static\/embed\/halo-give-element\.[0-9a-f]+\.js$/;
const FIRST_SCREEN = /\/api\/online-giving\/demo\/first-screen\?/;

let server: RunningServer;
let apiOrigin: string;
let browser: BrowserSession;
const churchPages: EmbedPage[] = [];

beforeAll(async () => {
  server = await startServer();
  apiOrigin = `http://demo.localhost:${server.port}`;
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await Promise.all(churchPages.map((church) => church.close()));
  await server?.stop();
});

interface HeldPage {
  page: Page;
  form: Locator;
  /** Errors the page reported: a hydration mismatch is one (React reports it as an uncaught error). */
  errors: string[];
  /** Lets the element's chunk through. */
  release(): void;
}

/** A church page with `elements`, opened with the element's chunk held back until `release`. */
async function openHeld(attributes = ''): Promise<HeldPage> {
  const church = await serveEmbedPage(apiOrigin, demoElement(apiOrigin, attributes));
  churchPages.push(church);
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ELEMENT_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  // The held chunk keeps the page loading: only the navigation itself is waited for.
  await page.goto(church.url, { waitUntil: 'commit' });
  return { page, form: page.locator('halo-give'), errors, release };
}

const elementDefined = (page: Page) => page.evaluate(() => customElements.get('halo-give') !== undefined);

afterEach(async () => {
  for (const page of browser.context.pages()) await page.close();
});

describe('<halo-give> painted before its code arrives', () => {
  it('takes an amount, the donor and Continue, and React carries them out once it arrives', async () => {
    const en = GIVING_TEXT.en;
    const { page, form, errors, release } = await openHeld();
    await waitForHeading(form, en.heading);
    expect(await elementDefined(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await chooseAmount(form, '$50.00');
    await fillDonor(form, en, { email: 'early@example.com', firstName: 'Early', lastName: 'Giver' });
    await form.getByRole('button', { name: en.continue }).click();
    // Held, not submitted: the church's page stays where it is and the first step stays.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await form.getByText('Step 1 of 2: Your gift').isVisible()).toBe(true);

    release();
    await waitForHeading(form, en.paymentTitle);
    expect(await form.getByText('Step 2 of 2: Payment').isVisible()).toBe(true);
    // The summary is React's, from the amount the donor chose on the painted step; back on the
    // first step, React shows what they typed there.
    await form.getByText('$50.00').first().waitFor();
    await form.getByRole('button', { name: en.back }).click();
    expect(await form.getByLabel(en.email, { exact: true }).inputValue()).toBe('early@example.com');
    expect(await form.getByLabel(en.lastName, { exact: true }).inputValue()).toBe('Giver');
    expect(await form.getByRole('heading', { name: en.heading }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('keeps the focus and the half-typed field through the takeover', async () => {
    const en = GIVING_TEXT.en;
    const { page, form, errors, release } = await openHeld();
    await waitForHeading(form, en.heading);
    await form.getByLabel(en.email, { exact: true }).fill('half');
    release();
    await page.waitForFunction(() => customElements.get('halo-give') !== undefined);
    // The ready event says the form is React's: wait for it, then type on where the donor was.
    await form.getByLabel(en.email, { exact: true }).press('End');
    await page.keyboard.type('@example.com');
    const focused = await page.evaluate(
      () => (document.querySelector('halo-give')?.shadowRoot?.activeElement as HTMLInputElement | null)?.name,
    );
    expect(focused).toBe('email');
    await chooseAmount(form, '$25.00');
    await form.getByLabel(en.firstName, { exact: true }).fill('Half');
    await form.getByLabel(en.lastName, { exact: true }).fill('Typed');
    await form.getByRole('button', { name: en.continue }).click();
    await waitForHeading(form, en.paymentTitle);
    await form.getByRole('button', { name: en.back }).click();
    expect(await form.getByLabel(en.email, { exact: true }).inputValue()).toBe('half@example.com');
    expect(errors).toEqual([]);
  });

  it('paints in Spanish for locale="es" and React takes it over in Spanish', async () => {
    const es = GIVING_TEXT.es;
    const { page, form, errors, release } = await openHeld('locale="es"');
    await waitForHeading(form, es.heading);
    expect(await elementDefined(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: es.continue }).click();

    release();
    // The Continue pressed with nothing chosen is carried out: React's own errors, in Spanish.
    await form.getByText(es.amountRequired).waitFor();
    expect(await form.getByText(es.required).count()).toBeGreaterThan(0);
    expect(await form.getByRole('heading', { name: es.heading }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('renders itself when the page changed the element after it was painted', async () => {
    const en = GIVING_TEXT.en;
    const { page, form, errors, release } = await openHeld();
    await waitForHeading(form, en.heading);
    await page.evaluate(() => document.querySelector('halo-give')?.setAttribute('amount', '75'));
    release();
    // The amount the page asked for is the form's: the element rendered itself for it.
    await form.locator('input[name="customAmount"]').waitFor();
    expect(await form.locator('input[name="customAmount"]').inputValue()).toBe('75.00');
    expect(await form.getByRole('heading', { name: en.heading }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('renders itself, as before, when its first step cannot be painted', async () => {
    const en = GIVING_TEXT.en;
    const church = await serveEmbedPage(apiOrigin, demoElement(apiOrigin));
    churchPages.push(church);
    const page = await browser.context.newPage();
    await page.route(FIRST_SCREEN, (route) => route.abort('connectionrefused'));
    await page.goto(church.url);
    const form = page.locator('halo-give');
    await waitForHeading(form, en.heading);
    await chooseAmount(form, '$100.00');
    await fillDonor(form, en, { email: 'later@example.com', firstName: 'Later', lastName: 'Giver' });
    await form.getByRole('button', { name: en.continue }).click();
    await waitForHeading(form, en.paymentTitle);
  });
});
