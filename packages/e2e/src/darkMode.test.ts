// Dark mode on our own pages: with Chromium emulating `prefers-color-scheme: dark` (Playwright's
// emulateMedia, the DevTools protocol's Emulation.setEmulatedMedia), the hosted giving page, the
// sign-in screen, the donor's dashboard, transactions and recurring gifts, and the console's overview
// and embed code are dark, and axe-core (colour contrast included) finds nothing, each screen in English or
// Spanish by turns (harness/languageTurns.ts). The `<halo-give>` element keeps its light look in a dark browser (on a church's page, and
// on a light surface of its own in the console's preview), and takes the colours the church's page
// sets on it. Drives the built product.
import type { Browser, Page } from 'playwright-core';
import { waitForHeading } from './harness/givingForm';
import {
  DEMO_ADMIN,
  DEMO_DONOR,
  expectAccessible,
  launchLanguageBrowser,
  signIn,
  startChurchSite,
  type ChurchSite,
  type LanguageBrowser,
} from './harness/screens';
import { testsTakingTurns } from './harness/languageTurns';
import { LANGUAGES, SCREEN_TEXT } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

/** The dark tokens of @halo/ui's theme: the page's background and the surface of panels and cards. */
const DARK_BACKGROUND = 'rgb(18, 20, 28)';
const DARK_SURFACE = 'rgb(28, 32, 48)';
/** The light tokens the embed keeps: its text and its fields' surface. */
const LIGHT_TEXT = 'rgb(31, 36, 48)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

let server: RunningServer;
let church: ChurchSite;

beforeAll(async () => {
  server = await startServer();
  church = await startChurchSite(`http://demo.localhost:${server.port}`);
});

afterAll(async () => {
  await church?.close();
  await server?.stop();
});

async function darkPage(browser: LanguageBrowser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  return page;
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((node) => getComputedStyle(node).backgroundColor);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe.each(LANGUAGES)('dark mode (%s)', (language) => {
  const it = testsTakingTurns(LANGUAGES, language);
  const text = SCREEN_TEXT[language];
  let browser: LanguageBrowser;

  beforeAll(async () => {
    browser = await launchLanguageBrowser(text);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the hosted giving page and the sign-in screen are dark and readable', async () => {
    const page = await darkPage(browser);
    try {
      await page.goto(server.urlFor('demo', '/'));
      await waitForHeading(page, text.giving.heading);
      expect(await backgroundOf(page, 'body')).toBe(DARK_BACKGROUND);
      expect(await backgroundOf(page, '.halo-giving-page--hosted')).toBe(DARK_SURFACE);
      await expectAccessible(page, language);

      await page.goto(server.urlFor('demo', '/login'));
      await heading(page, text.signInTitle);
      expect(await backgroundOf(page, 'body')).toBe(DARK_BACKGROUND);
      await expectAccessible(page, language);
    } finally {
      await page.context().close();
    }
  });

  it("the donor's dashboard, transactions and recurring gifts are dark and readable", async () => {
    const page = await darkPage(browser);
    try {
      await signIn(page, server.urlFor('demo', '/login'), text, DEMO_DONOR);
      await heading(page, text.dashboard);
      await page.getByRole('region', { name: text.overview }).waitFor();
      expect(await backgroundOf(page, 'body')).toBe(DARK_BACKGROUND);
      expect(await backgroundOf(page, '.portal-sidebar')).toBe(DARK_SURFACE);
      await expectAccessible(page, language);

      await page.goto(server.urlFor('demo', '/transactions'));
      await heading(page, text.transactions);
      await page.locator('.portal-summary').filter({ hasText: /\d/ }).waitFor();
      expect(await backgroundOf(page, 'body')).toBe(DARK_BACKGROUND);
      await expectAccessible(page, language);

      await page.goto(server.urlFor('demo', '/recurring-gifts'));
      await heading(page, text.recurringGifts);
      await page.getByRole('list', { name: text.giftList }).waitFor();
      expect(await backgroundOf(page, '.self-service__card')).toBe(DARK_SURFACE);
      await expectAccessible(page, language);
    } finally {
      await page.context().close();
    }
  });

  it("the console's overview and its embed code preview are dark and readable", async () => {
    const page = await darkPage(browser);
    try {
      await signIn(page, server.urlFor('demo', '/login'), text, DEMO_ADMIN);
      await page.goto(server.urlFor('demo', '/admin'));
      await heading(page, text.overview);
      await page.locator('.admin-totals').waitFor();
      expect(await backgroundOf(page, 'body')).toBe(DARK_BACKGROUND);
      expect(await backgroundOf(page, '.admin-panel')).toBe(DARK_SURFACE);
      await expectAccessible(page, language);

      // The preview's <halo-give> keeps its light look, on its own light surface.
      await page.goto(server.urlFor('demo', '/admin/embed-code'));
      await page.locator('.admin-embed__preview halo-give .halo-giving-page').waitFor();
      expect(await backgroundOf(page, '.admin-embed__preview halo-give')).toBe(LIGHT_SURFACE);
      await expectAccessible(page, language);
    } finally {
      await page.context().close();
    }
  });
});

describe('the embed on a church page in a dark browser', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = (await launchLanguageBrowser(SCREEN_TEXT.en)).browser;
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(church.url);
    await waitForHeading(page.locator('halo-give'), SCREEN_TEXT.en.giving.heading);
  });

  afterEach(async () => {
    await page.context().close();
  });

  const formColours = () =>
    page.locator('halo-give .halo-giving-page').evaluate((form) => ({
      text: getComputedStyle(form).color,
      field: getComputedStyle(form.querySelector('.halo-radio') as Element).backgroundColor,
    }));

  it('keeps its light look: the church page, not the browser, decides', async () => {
    expect(await formColours()).toEqual({ text: LIGHT_TEXT, field: LIGHT_SURFACE });
  });

  it("takes the colours the church's page sets on the element", async () => {
    await page.addStyleTag({
      content: 'halo-give { --halo-color-text: #e8eaf0; --halo-color-surface: #1c2030; }',
    });
    // The amount buttons ease into their new background (a 0.15 s transition): read it once settled.
    await page
      .locator('halo-give .halo-giving-page')
      .evaluate((form) => Promise.all(form.getAnimations({ subtree: true }).map((step) => step.finished)));
    expect(await formColours()).toEqual({ text: 'rgb(232, 234, 240)', field: DARK_SURFACE });
  });
});
