// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px phone in both), as the demo administrator (her second factor set up
// through the API, as refunds ask): a seeded card gift refunded in part from its details, through
// the dialog's refund form by keyboard, the details then saying what was refunded; axe clean on the
// form and after, and the form fits a 320 px phone without scrolling sideways.
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { testsTakingTurns } from './harness/languageTurns';
import { verifyAdministratorOn } from './harness/secondFactor';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    table: 'Gifts',
    card: /ending in/,
    details: /^Details of the gift of /,
    dialog: /^Gift of /,
    refund: 'Refund',
    form: /^Refund the gift of /,
    amount: 'Amount to refund',
    reason: 'Reason (optional, told to the donor)',
    confirm: 'Refund $1.25',
    done: '$1.25 refunded. The donor is emailed.',
    refunded: 'Refunded',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    table: 'Donaciones',
    card: /terminada en/,
    details: /^Detalles de la donación de /,
    dialog: /^Donación de /,
    refund: 'Reembolsar',
    form: /^Reembolsar la donación de /,
    amount: 'Importe a reembolsar',
    reason: 'Motivo (opcional, se le indica al donante)',
    // The demo church is in the United States: its money is written as there, in either language.
    confirm: 'Reembolsar $1.25',
    done: 'Se reembolsaron $1.25. Se envió un correo al donante.',
    refunded: 'Reembolsado',
  },
} as const;

type Locale = keyof typeof TEXT;

// One server for both languages: each test sets up what it needs, whatever the other language did.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe.each(Object.keys(TEXT) as Locale[])('admin console refunds in %s', (locale) => {
  const it = testsTakingTurns(Object.keys(TEXT), locale);
  const text = TEXT[locale];
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    ({ session, page } = await signInDemoAdministrator(server, text));
    // Refunds wait for the administrator's second factor; its own browser test is
    // adminSecondFactor.test.ts, so here it is set up through the API as the page would
    // (enrolled by the first language's session, verified with a recovery code by the next one's).
    await verifyAdministratorOn(server, page);
  });

  afterAll(async () => {
    await closeConsoleSession(session);
  });

  /** The details of the newest succeeded card gift, opened from the list. */
  async function openCardGift() {
    await page.goto(server.urlFor('demo', '/admin/gifts?status=succeeded'));
    const row = page
      .getByRole('table', { name: text.table })
      .locator('tbody tr')
      .filter({ hasText: text.card })
      .first();
    await row.waitFor();
    await row.getByRole('button', { name: text.details }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.waitFor();
    return dialog;
  }

  it('refunds part of a card gift through the dialog by keyboard, and the details say so', async () => {
    const dialog = await openCardGift();
    await dialog.getByRole('button', { name: text.refund, exact: true }).click();
    const form = page.getByRole('dialog', { name: text.form });
    const amount = form.getByLabel(text.amount);
    await amount.waitFor();
    expect(await amount.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await amount.fill('1.25');
    await form.getByLabel(text.reason).fill('E2E');
    await form.getByRole('button', { name: text.confirm }).waitFor();
    await amount.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: text.dialog });
    const status = details.getByRole('status');
    await status.waitFor();
    expect((await status.textContent())?.trim()).toMatch(text.done);
    // The form is gone: focus moves to the message saying what happened, once it is painted.
    await page.waitForFunction(() => document.activeElement?.id === 'admin-refund-done', undefined, {
      timeout: 5_000,
    });
    expect(await details.getByText(text.refunded, { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  });

  it.everyLanguage('fits the refund form on a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      const dialog = await openCardGift();
      await dialog.getByRole('button', { name: text.refund, exact: true }).click();
      await page.getByRole('dialog', { name: text.form }).getByLabel(text.amount).waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
