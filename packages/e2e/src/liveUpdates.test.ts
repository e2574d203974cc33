// The donor's open portal shows each gift as it happens, without a reload. A gift made in
// another tab reaches the dashboard over the live-updates connection (the API's own Pusher-protocol
// server in the embedded default).
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

let server: RunningServer;
let session: BrowserSession;
let dashboard: Page;

const cents = (money: string) => Number(money.replace(/[^\d]/g, ''));
const totalGifts = async (page: Page) =>
  (await page.getByRole('region', { name: 'Overview' }).locator('dd').first().textContent()) ?? '';

beforeAll(async () => {
  server = await startServer();
  session = await openBrowser();
  dashboard = session.context.pages()[0] ?? (await session.context.newPage());
  await dashboard.goto(server.urlFor('demo', '/login'));
  await dashboard.getByLabel('Email').fill(DEMO_DONOR.email);
  await dashboard.getByLabel('Password', { exact: true }).fill(DEMO_DONOR.password);
  await dashboard.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dashboard.waitForURL((url) => url.pathname === '/dashboard');
});

afterAll(async () => {
  await session?.close();
  if (session) removeProfile(session.profileDir);
  await server?.stop();
});

it('updates the dashboard total and the notifications when a gift is made in another tab', async () => {
  await dashboard.getByRole('region', { name: 'Overview' }).locator('dd').first().waitFor();
  const before = cents(await totalGifts(dashboard));
  expect(before).toBeGreaterThan(0);
  await dashboard.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  const loads = await dashboard.evaluate(() => performance.getEntriesByType('navigation').length);

  const giving = await session.context.newPage();
  await giving.goto(server.urlFor('demo', '/'));
  await giving.getByRole('heading', { name: 'Online Giving - Grace Community Church' }).waitFor();
  await giving.getByText('$100.00', { exact: true }).click();
  // Signed in: the gift is the donor's once the page knows them, as the link to the portal shows.
  await giving.getByRole('link', { name: 'Go to donor portal' }).waitFor();
  await giving.getByRole('button', { name: 'Continue' }).click();
  await giving.getByRole('heading', { name: /Almost Done!/ }).waitFor();
  // Their saved card is the payment method, once their cards have come.
  await giving.getByRole('radio', { name: /ending in 4242/, checked: true }).waitFor();
  await giving.getByRole('button', { name: 'Give Now' }).click();
  await giving.getByRole('heading', { name: 'Thank you for your gift!' }).waitFor({ timeout: 20_000 });
  await giving.close();

  await dashboard.waitForFunction(
    ([expected]) => {
      const region = [...document.querySelectorAll('section')].find((section) =>
        section.querySelector('h2')?.textContent?.includes('Overview'),
      );
      const text = region?.querySelector('dd')?.textContent ?? '';
      return Number(text.replace(/[^\d]/g, '')) === expected;
    },
    [before + 10_000],
    { timeout: 20_000 },
  );
  await dashboard.getByRole('button', { name: 'Notifications, 1 new' }).waitFor();
  // Same document: the total changed without a navigation.
  expect(await dashboard.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
  expect(await dashboard.evaluate(() => location.pathname)).toBe('/dashboard');
});
