// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px phone in both), as the seeded demo donor (primary Visa 4242 used
// by two recurring gifts): payment methods (delete refused while in use, update nickname and
// expiry), recurring gifts (pause → resume on a new date, update amount and fee coverage, delete),
// profile (edit name and image → the new image after reload; 'Passwords must match'), and axe on
// every screen and open dialog. Drives the built product; both languages share one server, so a test
// reads the donor's data as the tests before it left it (which recurring gift is first, how many there
// are) rather than assuming the seeded data. The texts looked for are harness/selfServiceText.ts.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Locator, Page } from 'playwright-core';
import { waitForMailLink } from '@halo/testkit/mail/mailbox';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { testsTakingTurns } from './harness/languageTurns';
import { networkQuiet } from './harness/networkQuiet';
import { pngImage } from './harness/pngImage';
import {
  daysFromNow,
  formatLocale,
  shownDate,
  TEXT,
  type Locale,
  type Text,
} from './harness/selfServiceText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

/** Set E2E_SCREENSHOTS=1 to keep a screenshot of each screen and dialog in the temp folder. */
const screenshotDir = process.env.E2E_SCREENSHOTS ? join(tmpdir(), 'halo-e2e-self-service') : null;
if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });

// One server for both languages: each test reads the donor's data as it finds it, whatever the other
// language's tests changed.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe.each(Object.keys(TEXT) as Locale[])('portal self-service in %s', (locale) => {
  const it = testsTakingTurns(Object.keys(TEXT), locale);
  const text: Text = TEXT[locale];
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser({ locale: text.browserLocale });
    page = session.context.pages()[0] ?? (await session.context.newPage());
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel(text.email).fill(DEMO_DONOR.email);
    await page.getByLabel(text.password, { exact: true }).fill(DEMO_DONOR.password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  afterAll(async () => {
    await session?.close();
    if (session) removeProfile(session.profileDir);
  });

  async function expectAccessible(name: string) {
    await networkQuiet(page);
    if (screenshotDir)
      await page.screenshot({ path: join(screenshotDir, `${locale}-${name}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }

  async function openScreen(path: string, title: string) {
    await page.goto(server.urlFor('demo', path));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  const dialog = (name: string) => page.getByRole('dialog', { name });

  describe('payment methods', () => {
    it('refuses to delete the card recurring gifts use, with the spec message', async () => {
      await openScreen('/payment-methods', text.paymentMethods);
      await page.getByRole('list', { name: text.savedCards }).waitFor();
      await expectAccessible('payment-methods');
      await page.getByRole('button', { name: text.deleteVisa }).click();
      await dialog(text.deleteTitle).waitFor();
      await expectAccessible('payment-methods-delete');
      await dialog(text.deleteTitle).getByRole('button', { name: text.deleteConfirm }).click();
      await page.getByRole('alert').filter({ hasText: text.inUse }).waitFor();
      expect(await page.getByRole('heading', { name: 'Visa •••• 4242' }).count()).toBe(1);
      // Focus went back to the button that opened the dialog.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        text.deleteVisa,
      );
    });

    it('updates the nickname and expiry, checking the expiry format first', async () => {
      await openScreen('/payment-methods', text.paymentMethods);
      await page.getByRole('button', { name: text.editVisa }).click();
      const edit = dialog(text.editTitle);
      await edit.waitFor();
      await expectAccessible('payment-methods-edit');
      const expiry = edit.getByLabel(text.expiry);
      await expiry.fill('');
      await expiry.pressSequentially('1129');
      await edit.getByRole('button', { name: text.save }).click();
      await edit.getByText(text.badExpiry).waitFor();
      await expiry.fill('');
      await expiry.pressSequentially('112031');
      expect(await expiry.inputValue()).toBe('11/2031');
      const nickname = `Church card ${locale}`;
      await edit.getByLabel(text.nickname).fill(nickname);
      await edit.getByRole('button', { name: text.save }).click();
      await page.getByRole('status').filter({ hasText: text.cardUpdated }).waitFor();
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Visa •••• 4242' }) });
      await card.getByText(nickname).waitFor();
      await card.getByText('11/2031').waitFor();
      await page.reload();
      await page.getByText(nickname).waitFor();
    });
  });

  describe('recurring gifts', () => {
    const gifts = () => page.getByRole('list', { name: text.giftList }).getByRole('listitem');

    async function giftTitle(gift: Locator): Promise<string> {
      return (await gift.getByRole('heading', { level: 2 }).innerText()).trim();
    }

    const giftNamed = (title: string) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

    it('pauses with a warning, then resumes on a new date and shows the new next occurrence', async () => {
      await openScreen('/recurring-gifts', text.recurringGifts);
      await gifts().first().waitFor();
      await expectAccessible('recurring-gifts');
      const title = await giftTitle(gifts().first());
      const gift = giftNamed(title);

      await gift.getByRole('button', { name: text.pause }).click();
      const pause = dialog(text.pauseTitle);
      await pause.getByText(text.pauseWarning).waitFor();
      await expectAccessible('recurring-gifts-pause');
      await pause.getByRole('button', { name: text.pauseConfirm }).click();
      await gift.getByText(text.paused, { exact: true }).waitFor();

      await gift.getByRole('button', { name: text.resume }).click();
      const resume = dialog(text.resumeTitle);
      await resume.waitFor();
      await expectAccessible('recurring-gifts-resume');
      const newDate = daysFromNow(20);
      await resume.getByLabel(text.resumeDate).fill(newDate);
      await resume.getByText(shownDate(newDate, locale)).waitFor();
      await resume.getByRole('button', { name: text.resumeConfirm }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${text.resumed} ${shownDate(newDate, locale)}.` })
        .waitFor();
      await gift.getByText(shownDate(newDate, locale), { exact: true }).waitFor();
      await page.reload();
      await giftNamed(title).getByText(shownDate(newDate, locale), { exact: true }).waitFor();
      expect(await giftNamed(title).getByText(text.paused, { exact: true }).count()).toBe(0);
    });

    it('updates the amount and fee coverage, saying coverage changes only future gifts', async () => {
      await openScreen('/recurring-gifts', text.recurringGifts);
      await gifts().first().waitFor();
      await gifts().first().getByRole('button', { name: text.edit }).click();
      const edit = dialog(text.editGiftTitle);
      await edit.waitFor();
      await expectAccessible('recurring-gifts-edit');
      await edit.getByRole('textbox').first().fill('73');
      const cover = edit.getByLabel(text.coverFee);
      await cover.check();
      await edit.getByRole('button', { name: text.save }).click();
      await page.getByRole('status').filter({ hasText: text.giftUpdated }).waitFor();
      const money = new Intl.NumberFormat(formatLocale(locale), {
        style: 'currency',
        currency: 'USD',
      }).format(73);
      // Accessible names flatten any no-break space Intl puts in the amount.
      const title = new RegExp(`^${money.replace(/[$.]/g, '\\$&').replace(/\s/g, '\\s')} · `);
      await page.getByRole('heading', { level: 2, name: title }).waitFor();

      // Coverage is on now; turning it off says it changes only future gifts (docs/PRODUCT.md §4).
      await giftNamed(await giftTitle(gifts().first()))
        .getByRole('button', { name: text.edit })
        .click();
      await edit.waitFor();
      await edit.getByLabel(text.coverFee).uncheck();
      await edit.getByText(text.feeOff).waitFor();
      await expectAccessible('recurring-gifts-edit-fee-off');
      await edit.getByRole('button', { name: text.save }).click();
      await page.getByRole('status').filter({ hasText: text.giftUpdated }).waitFor();
      await page.reload();
      const updated = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
      await updated.waitFor();
      await updated.getByText(text.feeDeducted).waitFor();
    });

    it('deletes a recurring gift after confirmation', async () => {
      await openScreen('/recurring-gifts', text.recurringGifts);
      await gifts().first().waitFor();
      const before = await gifts().count();
      const gift = gifts().last();
      await gift.getByRole('button', { name: text.deleteGift }).click();
      const remove = dialog(text.deleteGiftTitle);
      await remove.waitFor();
      await expectAccessible('recurring-gifts-delete');
      await remove.getByRole('button', { name: text.deleteGiftConfirm }).click();
      await page.getByRole('status').filter({ hasText: text.giftDeleted }).waitFor();
      expect(await gifts().count()).toBe(before - 1);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: text.recurringGifts }).waitFor();
      await networkQuiet(page);
      expect(await gifts().count()).toBe(before - 1);
    });
  });

  describe('profile', () => {
    it('refuses a wrong password confirmation next to the field, keeping what was typed', async () => {
      await openScreen('/profile/edit', text.editProfile);
      await expectAccessible('profile-edit');
      await page.getByLabel(text.newPassword, { exact: true }).fill('correct horse battery');
      await page.getByLabel(text.confirmPassword).fill('another horse battery');
      await page.getByRole('button', { name: text.saveProfile }).click();
      const confirmation = page.getByLabel(text.confirmPassword);
      await page.getByText(text.passwordsMatch).waitFor();
      expect(await confirmation.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel(text.newPassword, { exact: true }).inputValue()).toBe(
        'correct horse battery',
      );
      await expectAccessible('profile-edit-errors');
    });

    it('saves a new name and image; the new image shows after reload', async () => {
      await openScreen('/profile/edit', text.editProfile);
      const firstName = `Jordan ${locale.toUpperCase()}`;
      await page.getByLabel(text.firstName).fill(firstName);
      await page.getByLabel(text.chooseImage).setInputFiles({
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: pngImage(48, 48, [40, 120, 200]),
      });
      await page.locator('img.self-service__avatar[src^="blob:"]').waitFor();
      await page.getByRole('button', { name: text.saveProfile }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByText(text.accountUpdated).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: text.profile }).waitFor();
      await page
        .locator('.self-service dd')
        .getByText(new RegExp(`^${firstName} `))
        .waitFor();
      const image = page.getByRole('img', { name: text.imageAlt });
      await image.waitFor();
      expect(await image.getAttribute('src')).toContain('profile-images');
      await page.waitForFunction(
        () =>
          (document.querySelector('img.self-service__avatar') as HTMLImageElement | null)?.naturalWidth ===
          48,
      );
      await expectAccessible('profile');
    });

    // Last: it changes the demo donor's sign-in email.
    it('changes the sign-in email with the current password; it is pending until the emailed link is opened', async () => {
      await openScreen('/profile/edit', text.editProfile);
      const newEmail = `moved-${locale}@example.com`;
      await page.getByLabel(text.email, { exact: true }).fill(newEmail);
      await page.getByRole('button', { name: text.saveProfile }).click();
      const current = page.getByLabel(text.currentPassword);
      await page.getByText(text.required).waitFor();
      expect(await current.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible('profile-edit-current-password');
      await current.fill(DEMO_DONOR.password);
      await page.getByRole('button', { name: text.saveProfile }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByText(text.accountUpdated).waitFor();
      await page.getByRole('status').filter({ hasText: text.pendingEmail }).waitFor();
      expect(await page.locator('.self-service dd').getByText(DEMO_DONOR.email).count()).toBeGreaterThan(0);
      await expectAccessible('profile-pending-email');

      const link = await waitForMailLink(server.dataDir, newEmail, text.confirmSubject);
      expect(link).toMatch(/\/verify-email\/[\w-]{43}$/);
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === '/verify-account');
      await page.getByText(text.verified).waitFor();
      await openScreen('/profile', text.profile);
      await page.locator('.self-service dd').getByText(newEmail, { exact: true }).waitFor();
      expect(await page.getByText(text.pendingEmail).count()).toBe(0);
    });
  });
});
