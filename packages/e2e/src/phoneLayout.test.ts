// The portal on a phone, in a real browser, in English and Spanish (Spanish labels are longer): at
// 320 px and 390 px wide no screen scrolls sideways — the hosted giving page, sign-in, register and
// forgot password as a visitor, and as the demo donor the dashboard (with its user menu and mobile
// menu open), transactions, payment methods (with the update dialog open), recurring gifts (with the
// edit dialog open), profile, profile edit and verify account. On the dashboard and transactions
// each gift is a card whose status is on screen, while a desktop window still shows the table; and
// with reduced motion asked for, nothing on the portal animates.
// Drives the built product.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';
import { waitForHeading } from './harness/givingForm';
import { networkQuiet } from './harness/networkQuiet';
import { DEMO_DONOR, launchLanguageBrowser, signIn, type LanguageBrowser } from './harness/screens';
import { LANGUAGES, SCREEN_TEXT, type Language, type ScreenText } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];
const DESKTOP = { width: 1280, height: 900 };

/** Set E2E_SCREENSHOTS=1 to keep a screenshot of each phone screen in the temp folder. */
const screenshotDir = process.env.E2E_SCREENSHOTS ? join(tmpdir(), 'halo-e2e-phone-layout') : null;
if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

interface Overflow {
  windowWidth: number;
  pageWidth: number;
  mainWidth: number;
  /** Elements whose right edge is past the window (tag#id.class), to name what overflows. */
  pastTheEdge: string[];
}

/** How wide the page and its `<main>` are against the window, and what sticks out of it. */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const windowWidth = window.innerWidth;
    const main = document.querySelector('main');
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .map((c) => `.${c}`)
        .join('')}`;
    /** The right edge of `element` as drawn: an ancestor that clips its overflow cuts it at its own edge. */
    const drawnRight = (element: Element) => {
      let right = element.getBoundingClientRect().right;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          right = Math.min(right, parent.getBoundingClientRect().right);
        }
      }
      return right;
    };
    // Only the right edge matters: what sits left of the page (a skip link until focused) is not scrolled to.
    const pastTheEdge = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && drawnRight(element) > windowWidth + 0.5;
      })
      .map((element) => `${name(element)} "${(element.textContent ?? '').trim().slice(0, 30)}"`)
      .slice(0, 10);
    return {
      windowWidth,
      pageWidth: document.documentElement.scrollWidth,
      mainWidth: main ? main.scrollWidth : 0,
      pastTheEdge,
    };
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await networkQuiet(page);
  if (screenshotDir) {
    const { width } = page.viewportSize()!;
    const name = `${width}-${new URL(page.url()).pathname.replaceAll('/', '_')}-${Date.now()}.png`;
    await page.screenshot({ path: join(screenshotDir, name), fullPage: true });
  }
  const overflow = await measureOverflow(page);
  expect(overflow.pastTheEdge).toEqual([]);
  expect(overflow.pageWidth).toBeLessThanOrEqual(overflow.windowWidth);
  expect(overflow.mainWidth).toBeLessThanOrEqual(overflow.windowWidth);
}

/** Each gift row of `table` is shown as a card (not a table row) with its status inside the window. */
async function expectGiftCards(page: Page, table: string): Promise<void> {
  const rows = page.locator(`${table} tbody tr:has(.portal-status)`);
  await rows.first().waitFor();
  const cards = await rows.evaluateAll((elements) =>
    elements.map((row) => {
      const status = row.querySelector('.portal-status')!.getBoundingClientRect();
      return {
        display: getComputedStyle(row).display,
        statusShown: status.width > 0 && status.left >= 0 && status.right <= window.innerWidth,
      };
    }),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card).toEqual({ display: 'grid', statusShown: true });
}

async function expectTableRows(page: Page, table: string): Promise<void> {
  const row = page.locator(`${table} tbody tr:has(.portal-status)`).first();
  await row.waitFor();
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('table-row');
}

describe.each(LANGUAGES)('phone layout in %s', (language: Language) => {
  const text: ScreenText = SCREEN_TEXT[language];
  let browser: LanguageBrowser;
  let donor: BrowserContext;
  let page: Page;

  const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
  const open = async (path: string, title: string) => {
    await page.goto(server.urlFor('demo', path));
    await heading(title);
  };

  beforeAll(async () => {
    browser = await launchLanguageBrowser(text);
    donor = await browser.newContext();
    const first = await donor.newPage();
    await signIn(first, server.urlFor('demo', '/login'), text, DEMO_DONOR);
    await first.close();
  });

  afterAll(async () => {
    await donor?.close();
    await browser?.close();
  });

  // Each screen is loaded once, at the narrowest phone, and then read again at each wider one: the
  // window resized, as a phone turned or a browser window dragged, since the layout is CSS alone.
  describe('on phones (320 and 390 px)', () => {
    /** `check` at each phone width, narrowest first, in the page as it stands. */
    const atEachPhoneWidth = async (check: () => Promise<void>) => {
      for (const viewport of PHONES) {
        await page.setViewportSize(viewport);
        await check();
      }
    };
    const noSidewaysScroll = () => atEachPhoneWidth(() => expectNoSidewaysScroll(page));

    describe('as a visitor', () => {
      let visitor: BrowserContext;

      beforeAll(async () => {
        visitor = await browser.newContext({ viewport: PHONES[0] });
      });

      afterAll(async () => {
        await visitor?.close();
      });

      beforeEach(async () => {
        page = await visitor.newPage();
      });

      afterEach(async () => {
        await page.close();
      });

      it('the hosted giving page', async () => {
        await page.goto(server.urlFor('demo', '/'));
        await waitForHeading(page, text.giving.heading);
        await noSidewaysScroll();
      });

      it.each([
        ['sign in', '/login', text.signInTitle],
        ['register', '/register', text.registerTitle],
        ['forgot password', '/forgot-password', text.forgotTitle],
      ])('%s', async (_screen, path, title) => {
        await open(path, title);
        await noSidewaysScroll();
      });
    });

    describe('as the demo donor', () => {
      beforeEach(async () => {
        page = await donor.newPage();
        await page.setViewportSize(PHONES[0]!);
      });

      afterEach(async () => {
        await page.close();
      });

      it('dashboard: each recent gift is a card', async () => {
        await open('/dashboard', text.dashboard);
        await atEachPhoneWidth(async () => {
          await expectGiftCards(page, '.portal-activity');
          await expectNoSidewaysScroll(page);
        });
      });

      it('dashboard: user menu and mobile menu open', async () => {
        await open('/dashboard', text.dashboard);
        await page.locator('.portal-user-menu__button').click();
        await page.getByText(`${text.signedInAs} ${DEMO_DONOR.email}`).waitFor();
        await noSidewaysScroll();
        await page.keyboard.press('Escape');
        await page.setViewportSize(PHONES[0]!);
        await page.getByRole('button', { name: text.menu, exact: true }).click();
        await page.getByRole('navigation', { name: text.navigation }).waitFor({ state: 'visible' });
        await noSidewaysScroll();
      });

      it('transactions: each gift is a card', async () => {
        await open('/transactions', text.transactions);
        await page.locator('.portal-summary').filter({ hasText: /\d/ }).waitFor();
        await atEachPhoneWidth(async () => {
          await expectGiftCards(page, '.portal-transactions');
          await expectNoSidewaysScroll(page);
        });
      });

      it('payment methods, and its update dialog', async () => {
        await open('/payment-methods', text.paymentMethods);
        await page.getByRole('list', { name: text.savedCards }).waitFor();
        await noSidewaysScroll();
        await page.setViewportSize(PHONES[0]!);
        await page.getByRole('button', { name: text.editVisa }).click();
        await page.getByRole('dialog', { name: text.updateVisa }).waitFor();
        await noSidewaysScroll();
      });

      it('recurring gifts, and its edit dialog', async () => {
        await open('/recurring-gifts', text.recurringGifts);
        const gifts = page.getByRole('list', { name: text.giftList }).getByRole('listitem');
        await gifts.first().waitFor();
        await noSidewaysScroll();
        await page.setViewportSize(PHONES[0]!);
        await gifts.first().getByRole('button', { name: text.editGift }).click();
        await page.getByRole('dialog', { name: text.editGiftTitle }).waitFor();
        await noSidewaysScroll();
      });

      it.each([
        ['profile', '/profile', text.profile],
        ['profile edit', '/profile/edit', text.editProfile],
        ['verify account', '/verify-account', text.verifyAccountTitle],
      ])('%s', async (_screen, path, title) => {
        await open(path, title);
        await noSidewaysScroll();
      });
    });
  });

  describe('on a desktop window', () => {
    beforeEach(async () => {
      page = await donor.newPage();
      await page.setViewportSize(DESKTOP);
    });

    afterEach(async () => {
      await page.close();
    });

    it('nothing moves for a reader who asked for reduced motion', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open('/dashboard', text.dashboard);
      await networkQuiet(page);
      const moving = await page.evaluate(() => {
        // A screen that sets its own motion (here inline) is stilled too, not only the theme's spinner.
        const fading = document.createElement('p');
        fading.style.transition = 'opacity 300ms ease';
        fading.style.animation = 'halo-spin 1s linear infinite';
        document.querySelector('main')!.append(fading);
        return [...document.querySelectorAll('*')]
          .map((element) => getComputedStyle(element))
          .filter(
            (style) =>
              style.animationName !== 'none' ||
              style.transitionDuration.split(',').some((duration) => parseFloat(duration) > 0),
          ).length;
      });
      expect(moving).toBe(0);
    });

    it('dashboard and transactions keep their tables', async () => {
      await open('/dashboard', text.dashboard);
      await expectTableRows(page, '.portal-activity');
      await open('/transactions', text.transactions);
      await expectTableRows(page, '.portal-transactions');
    });
  });
});
