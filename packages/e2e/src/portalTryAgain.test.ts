// Try again in the donor portal, by keyboard, in a real browser: when the demo donor's payment methods
// cannot be loaded (the request is refused, as a dropped connection would), the screen says so with
// Try again. Pressing it asks again and shows the cards; the button goes away with the failure, and
// the focus stays in the page's content (`<main>`) rather than falling to the body, so Tab carries on
// from there instead of from the top of the page. Drives the built product.
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { signIn, DEMO_DONOR } from './harness/screens';
import { SCREEN_TEXT } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  session = await openBrowser({ locale: 'en-US' });
  page = session.context.pages()[0] ?? (await session.context.newPage());
  await signIn(page, server.urlFor('demo', '/login'), SCREEN_TEXT.en, DEMO_DONOR);
});

afterAll(async () => {
  await session?.close();
  if (session) removeProfile(session.profileDir);
  await server?.stop();
});

/** Where the focus is: `main`, inside `main`, or elsewhere (the body, for one). */
const focusPlace = () =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.tagName === 'MAIN') return 'main';
    return active?.closest('main') ? 'inside main' : (active?.tagName.toLowerCase() ?? 'nothing');
  });

it('asks again on Try again and keeps the focus in the page’s content, where Tab carries on', async () => {
  let refusing = true;
  let refused = 0;
  await page.route('**/graphql', async (route) => {
    if (refusing && route.request().postData()?.includes('query SelfServicePaymentMethods')) {
      refused += 1;
      await route.abort('connectionfailed');
      return;
    }
    await route.continue();
  });
  try {
    await page.goto(server.urlFor('demo', '/payment-methods'));
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await tryAgain.waitFor();
    expect(refused).toBeGreaterThan(0);

    refusing = false;
    await tryAgain.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Visa •••• 4242' }).waitFor();
    expect(await tryAgain.count()).toBe(0);
    expect(await focusPlace()).toBe('main');
    await page.keyboard.press('Tab');
    expect(await focusPlace()).toBe('inside main');
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});
