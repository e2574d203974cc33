// Moving recurring gifts to another card in a real browser: the seeded demo donor (a Visa 4242 used
// by two recurring gifts) saves a Mastercard by giving with it, moves both gifts to it from the
// Payment methods screen, and the Recurring gifts screen shows the Mastercard on them. axe on the
// move dialog. Drives the built product on a fresh server (the test changes the donor's data).
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { expectNoAxeViolations, fillCard, GIVING_TEXT } from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

describe('moving recurring gifts to another card', () => {
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

  it('saves a second card by giving with it, moves both gifts to it, and the gifts show it', async () => {
    // A one-time gift with a new card saves that card to the donor's account.
    await page.goto(server.urlFor('demo', '/'));
    await page.getByRole('heading', { name: 'Online Giving - Grace Community Church' }).waitFor();
    await page.getByText('$100.00', { exact: true }).click();
    // Signed in: the gift is the donor's once the page knows them, as the link to the portal shows.
    await page.getByRole('link', { name: 'Go to donor portal' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: /Almost Done!/ }).waitFor();
    await page.getByLabel('Use a new card').check();
    await fillCard(page, GIVING_TEXT.en, '5555555555554444', 'Jordan Rivera');
    await page.getByRole('button', { name: 'Give Now' }).click();
    await page.getByRole('heading', { name: 'Thank you for your gift!' }).waitFor({ timeout: 20_000 });

    await page.goto(server.urlFor('demo', '/payment-methods'));
    const list = page.getByRole('list', { name: 'Saved cards' });
    await list.getByRole('heading', { name: 'Mastercard •••• 4444' }).waitFor();
    // The new card carries no gifts yet, so only the Visa offers the move.
    await expect(page.getByRole('button', { name: /^Move recurring gifts from / }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Move recurring gifts from Visa •••• 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move recurring gifts' });
    const choices = dialog.getByRole('group', { name: 'Move 2 recurring gifts from Visa •••• 4242 to:' });
    await choices.waitFor();
    await expectNoAxeViolations(page, 'move recurring gifts dialog');
    await choices.getByLabel(/^Mastercard •••• 4444/).check();
    await dialog.getByRole('button', { name: 'Move gifts' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your recurring gifts now use Mastercard •••• 4444.' })
      .waitFor();
    // Waited for on each card: before the list refreshes, the Visa itself says 'Used by 2'.
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Mastercard •••• 4444' })
      .getByText('Used by 2 recurring gifts')
      .waitFor();
    await list.getByRole('listitem').first().getByText('Not used by any recurring gift').waitFor();

    await page.goto(server.urlFor('demo', '/recurring-gifts'));
    const gifts = page.getByRole('list', { name: 'Your recurring gifts' });
    await gifts.getByRole('listitem').first().waitFor();
    const shown = await gifts.getByRole('listitem').allTextContents();
    expect(shown).toHaveLength(2);
    for (const gift of shown) {
      expect(gift).toContain('4444');
      expect(gift).not.toContain('4242');
    }
  });
});
