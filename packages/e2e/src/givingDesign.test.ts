// The giving form's design on the hosted page, in a real browser, in English and Spanish: on a laptop
// the form is a focused column (at most 600 px) in the middle of the window; on a phone (390 and
// 320 px) nothing scrolls sideways and, with the first step filled, the total and Continue are on
// screen without scrolling. The running summary reads the gift in the donor's words.
// Drives the built product.
import type { Page } from 'playwright-core';
import { chooseAmount, fillDonor, GIVING_TEXT, money, waitForHeading } from './harness/givingForm';
import { launchLanguageBrowser, type LanguageBrowser } from './harness/screens';
import { SCREEN_TEXT } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

const DESIGN_TEXT = {
  en: {
    step1: 'Step 1 of 2: Your gift',
    summary: '$50.00 one time to General Fund',
    secure: 'Secure payment',
  },
  es: {
    step1: 'Paso 1 de 2: Tu donación',
    summary: '$50.00 una sola vez para General Fund',
    secure: 'Pago seguro',
  },
} as const;

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

/** Opens the hosted giving page in a fresh visitor's window of `width` × `height`. */
async function openGivingPage(
  browser: LanguageBrowser,
  width: number,
  height: number,
  language: 'en' | 'es',
) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(server.urlFor('demo', '/'));
  await waitForHeading(page, GIVING_TEXT[language].heading);
  return { page, close: () => context.close() };
}

/** Whether `selector`'s box lies wholly inside the window as it is now (no scrolling). */
const inViewport = (page: Page, name: string | RegExp, role: 'button' | 'paragraph') =>
  (role === 'button'
    ? page.getByRole('button', { name, exact: true })
    : page.getByText(name, { exact: true })
  )
    .first()
    .evaluate((node) => {
      const box = node.getBoundingClientRect();
      return (
        box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth
      );
    });

describe.each(['en', 'es'] as const)('the giving form’s design in %s', (language) => {
  const text = GIVING_TEXT[language];
  const design = DESIGN_TEXT[language];
  let browser: LanguageBrowser;

  beforeAll(async () => {
    browser = await launchLanguageBrowser(SCREEN_TEXT[language]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is a centred column of at most 600 px on a 1440 px screen, with its step, summary and trust cues', async () => {
    const { page, close } = await openGivingPage(browser, 1440, 900, language);
    const column = await page.locator('.halo-giving-page').boundingBox();
    expect(column).not.toBeNull();
    expect(column!.width).toBeLessThanOrEqual(600);
    const leftGap = column!.x;
    const rightGap = 1440 - (column!.x + column!.width);
    expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(24);
    await page.getByText(design.step1, { exact: true }).waitFor();
    await page.getByText(design.secure, { exact: true }).waitFor();
    await chooseAmount(page, money(text, 5000));
    await page.getByText(design.summary, { exact: true }).waitFor();
    await page.getByText(`Total: ${money(text, 5000)}`, { exact: true }).waitFor();
    await close();
  });

  it.each([
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ])('keeps the total and Continue on a $width px phone, nothing sideways', async ({ width, height }) => {
    const { page, close } = await openGivingPage(browser, width, height, language);
    await chooseAmount(page, money(text, 5000));
    await fillDonor(page, text, { email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz' });
    // The donor's last field is on screen: the window is scrolled to it, far from the form's end.
    await page.getByLabel(text.lastName, { exact: true }).scrollIntoViewIfNeeded();
    await page.getByLabel(text.email, { exact: true }).scrollIntoViewIfNeeded();
    const total = `Total: ${money(text, 5000)}`;
    expect(await inViewport(page, total, 'paragraph')).toBe(true);
    expect(await inViewport(page, text.continue, 'button')).toBe(true);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await close();
  });
});
