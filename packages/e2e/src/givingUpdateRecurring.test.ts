// The update mode in a real browser: the seeded demo donor opens one of their recurring gifts
// from the portal's list in the hosted giving form (`/?recurring=…`), changes the amount, presses
// 'Update Now', sees the completion screen, and the portal lists the new amount. axe on the update's
// payment step and on the completion screen. Drives the built product on a fresh server (the test
// changes the donor's data).
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { CHURCH, expectNoAxeViolations } from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

describe('changing a recurring gift in the hosted giving form', () => {
  let server: RunningServer;
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    session = await openBrowser({ locale: 'en-US' });
    page = session.context.pages()[0] ?? (await session.context.newPage());
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel('Email').fill(DEMO_DONOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_DONOR.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  afterAll(async () => {
    await session?.close();
    if (session) removeProfile(session.profileDir);
    await server?.stop();
  });

  it("opens a gift from /recurring-gifts, changes its amount with 'Update Now', and the portal shows it", async () => {
    await page.goto(server.urlFor('demo', '/recurring-gifts'));
    const link = page.getByRole('link', { name: /^Change in giving form: gift / }).first();
    await link.waitFor();
    await link.click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('recurring'));
    await page.getByRole('heading', { level: 1, name: `Online Giving - ${CHURCH}` }).waitFor();

    // The gift is prefilled: recurring (no one-time choice), the donor's schedule.
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await page.getByRole('radio', { name: 'One time' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Other amount' }).check({ force: true });
    await page.getByLabel('Amount (USD)').fill('73.25');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: /Almost Done!/ }).waitFor();
    // Only saved cards, the gift's own chosen.
    expect(await page.getByRole('radio', { name: /4242/ }).first().isChecked()).toBe(true);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Give Now' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'update payment step');

    await page.getByRole('button', { name: 'Update Now' }).click();
    await page.getByRole('heading', { name: 'Your recurring gift has been updated' }).waitFor();
    await page.getByText(/Your next recurring gift is on /).waitFor();
    await page.getByRole('button', { name: 'Go to donor portal' }).waitFor();
    await expectNoAxeViolations(page, 'update completion');

    await page.goto(server.urlFor('demo', '/recurring-gifts'));
    await page.getByRole('heading', { level: 1, name: 'Recurring gifts' }).waitFor();
    await page.getByRole('heading', { name: /^\$73\.25 · / }).waitFor();
  });
});
