// Bending recurring gifts in a real browser: the seeded demo donor skips the next gift of one
// recurring gift and pauses the other until a date, from the Recurring gifts screen. Both dialogs are
// axe-clean and driven by the keyboard (focus inside the dialog, Escape gives it back to the button,
// Enter confirms); the list then says the new next date and "Paused until …". Drives the built
// product on a fresh server (the test changes the donor's data).
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { churchToday, expectNoAxeViolations } from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

const shown = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function daysAfter(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

const activeElementInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

describe('skipping and pausing recurring gifts until a date', () => {
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

  it('skips the next gift of one gift and pauses the other until a date', async () => {
    await page.goto(server.urlFor('demo', '/recurring-gifts'));
    await page.getByRole('heading', { level: 1, name: 'Recurring gifts' }).waitFor();
    const gifts = page.getByRole('list', { name: 'Your recurring gifts' }).getByRole('listitem');
    await gifts.first().waitFor();
    expect(await gifts.count()).toBeGreaterThanOrEqual(2);

    // The first gift's next date as the list shows it (the first detail).
    const first = gifts.nth(0);
    const skip = first.getByRole('button', { name: /^Skip next gift: / });
    const nextText = (await first.locator('dd').first().textContent())?.trim() ?? '';

    // Keyboard: the dialog takes focus, Escape closes it and gives focus back to the button.
    await skip.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Skip the next gift?' });
    await dialog.waitFor();
    expect(await activeElementInDialog(page)).toBe(true);
    const question = (await dialog.textContent()) ?? '';
    expect(question).toContain(`Your gift on ${nextText} will be skipped. The next one will be on `);
    await expectNoAxeViolations(page, 'skip dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await skip.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Skip gift' }).focus();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: /will be skipped\. Next gift: / });
    await status.waitFor();
    const next = /Next gift: (.+)\.$/.exec((await status.textContent()) ?? '')?.[1];
    expect(question).toContain(`The next one will be on ${next}.`);
    expect(await first.locator('dd').first().textContent()).toBe(next);

    // The second gift: paused until a date about five weeks ahead.
    const second = gifts.nth(1);
    const until = daysAfter(churchToday(), 36);
    await second.getByRole('button', { name: /^Pause until a date: / }).focus();
    await page.keyboard.press('Enter');
    const pause = page.getByRole('dialog', { name: 'Pause until a date' });
    await pause.waitFor();
    expect(await activeElementInDialog(page)).toBe(true);
    const field = pause.getByLabel('Resume on');
    await field.fill(until);
    await expectNoAxeViolations(page, 'pause until dialog');
    await field.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `Your recurring gift is paused until ${shown(until)}. It will resume on its own.` })
      .waitFor();
    await second.getByText(`Paused until ${shown(until)}`).waitFor();
    await second.getByRole('button', { name: /^Resume gift / }).waitFor();
    await expectNoAxeViolations(page, 'recurring gifts after skip and pause');
  });
});
