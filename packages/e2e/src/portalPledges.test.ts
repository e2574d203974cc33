// Pledges in a real browser (docs/PRODUCT.md §14 "Pledges"): the demo administrator, signed in once,
// starts a campaign in the console; the signed-in demo donor pledges $1,000.00 to it on the portal's
// Pledges screen and sees the pledge's progress bar ("$0.00 given of $1,000.00"); the console's
// Campaigns then shows the pledged total and the pledge by donor; the pledge's "Give $83.34 monthly"
// opens the giving form for the campaign, monthly, at the amount that completes it. Axe clean in
// English and Spanish, nothing scrolls sideways at 320 px. Drives the built product on a fresh server.
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { expectNoAxeViolations } from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };
const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

let server: RunningServer;
let console_: BrowserSession;
let admin: Page;
let donorSession: BrowserSession;
let donor: Page;

beforeAll(async () => {
  server = await startServer();
  ({ session: console_, page: admin } = await signInDemoAdministrator(server, SIGN_IN));
  donorSession = await openBrowser({ locale: 'en-US' });
  donor = donorSession.context.pages()[0] ?? (await donorSession.context.newPage());
  await donor.goto(server.urlFor('demo', '/login'));
  await donor.getByLabel('Email').fill(DEMO_DONOR.email);
  await donor.getByLabel('Password', { exact: true }).fill(DEMO_DONOR.password);
  await donor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await donor.waitForURL((url) => url.pathname === '/dashboard');
});

afterAll(async () => {
  await closeConsoleSession(console_);
  await donorSession?.close();
  if (donorSession) removeProfile(donorSession.profileDir);
  await server?.stop();
});

const scrollsSideways = (on: Page) =>
  on.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

it('a donor pledges to a campaign, sees its progress bar, and the console shows the pledged total', async () => {
  await admin.goto(server.urlFor('demo', '/admin/campaigns'));
  await admin.getByRole('button', { name: 'New campaign' }).click();
  await admin.getByLabel('Name').fill('Bell Tower');
  await admin.getByLabel('Goal').fill('20000');
  await admin.getByRole('button', { name: 'Save campaign' }).click();
  await admin.getByText('Bell Tower started.').waitFor();

  await donor.getByRole('navigation').getByRole('link', { name: 'Pledges' }).click();
  await donor.getByRole('heading', { level: 1, name: 'Pledges' }).waitFor();
  await donor.getByText('You have not pledged to a campaign yet.').waitFor();
  await donor.getByRole('radio', { name: 'Bell Tower' }).check();
  await donor.getByLabel('Amount you pledge (USD)').fill('1000');
  await donor.getByRole('button', { name: 'Pledge', exact: true }).click();
  await donor.getByText('Your pledge of $1,000.00 to Bell Tower is saved.').waitFor();
  const bar = donor.getByRole('progressbar', { name: 'Your pledge to Bell Tower' });
  await bar.waitFor();
  expect(await bar.getAttribute('aria-valuetext')).toBe('$0.00 given of $1,000.00');
  expect(await bar.getAttribute('aria-valuemax')).toBe('1000');
  await expectNoAxeViolations(donor, 'pledges, English');

  await admin.reload();
  await admin.getByText('Pledged: $1,000.00 in 1 pledge').waitFor();
  await admin.getByRole('button', { name: 'Pledges to Bell Tower' }).click();
  await admin
    .getByRole('list', { name: 'Pledges to Bell Tower' })
    .getByText('Jordan Rivera: $0.00 given of $1,000.00')
    .waitFor();
  await admin.getByRole('button', { name: 'Record a pledge to Bell Tower' }).click();
  await admin.getByRole('dialog', { name: 'Record a pledge to Bell Tower' }).waitFor();
  await expectNoAxeViolations(admin, 'record a pledge dialog');
  await admin.keyboard.press('Escape');
});

it('is axe clean in Spanish and fits a 320 px phone without scrolling sideways', async () => {
  await donor.setViewportSize({ width: 320, height: 640 });
  await donor.getByLabel('Language').selectOption('es');
  await donor.getByRole('heading', { level: 1, name: 'Promesas' }).waitFor();
  await donor
    .getByText(/dados de/)
    .first()
    .waitFor();
  expect(await scrollsSideways(donor)).toBe(false);
  await expectNoAxeViolations(donor, 'pledges, Spanish, 320 px');
});

it('opens the giving form for the monthly gift that completes the pledge, given through its campaign', async () => {
  // $1,000.00 pledged to a campaign without an end: twelve monthly gifts of $83.34.
  await donor
    .getByText('Una donación mensual de $83.34 desde hoy cumple tu promesa para el final de la campaña.')
    .waitFor();
  await donor.getByRole('button', { name: 'Dar $83.34 cada mes a Bell Tower' }).click();
  await donor.waitForURL((url) => url.pathname === '/' && url.searchParams.get('campaign') === 'bell-tower');
  expect(new URL(donor.url()).search).toBe('?amount=83.34&frequency=monthly&campaign=bell-tower');
  await donor.getByRole('heading', { level: 2, name: 'Bell Tower' }).waitFor();
  expect(await donor.getByRole('radio', { name: 'Mensual' }).isChecked()).toBe(true);
});
