// The lobby kiosk in a real browser (docs/PRODUCT.md §20), one browser throughout: the demo
// administrator names a kiosk on the console's Embed code page and presses "Start kiosk" (axe clean
// in English); the tablet lands on /kiosk signed out, on a page with no link off the kiosk, and a
// giver gives $50.00 with the 4242 card by keyboard, no email (the amount, fund, card and an optional
// email are all the kiosk asks); the thank-you says no receipt was sent and "Next giver" starts over
// with an empty form. In Spanish the kiosk is axe clean and fits 320 px without scrolling sideways.
// Signed in again, the administrator sees the kiosk listed with its last use and turns it off (asked
// first); /kiosk then says it was turned off. Every refusal and way in is the API tests'
// (packages/api/test/kiosk.test.ts and the authorization matrix); the idle reset's minute is not
// waited for here.
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { CARDS, fillCard, GIVING_TEXT } from './harness/givingForm';
import { DEMO_ADMIN } from './harness/screens';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

const en = GIVING_TEXT.en;
let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  ({ session, page } = await signInDemoAdministrator(server, {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
  }));
});

afterAll(async () => {
  await closeConsoleSession(session);
  await server?.stop();
});

const fitsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the lobby kiosk', () => {
  it('starts from the console, signing the administrator out of the browser', async () => {
    await page.goto(server.urlFor('demo', '/admin/embed-code'));
    const panel = page.getByRole('region', { name: 'Lobby kiosk' });
    await panel.getByRole('textbox', { name: 'Kiosk name' }).fill('Lobby tablet');
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Start kiosk' }).click();
    await page.waitForURL((url) => url.pathname === '/kiosk');
    await page.getByRole('heading', { name: en.heading }).waitFor();
    // The page is closed: no link of the page or its frame leaves the kiosk (the skip link stays on it).
    const leaving = await page.evaluate(() =>
      Array.from(document.querySelectorAll('a[href]'), (link) => new URL((link as HTMLAnchorElement).href))
        .filter((url) => url.origin !== location.origin || url.pathname !== location.pathname)
        .map(String),
    );
    expect(leaving).toEqual([]);
    const cookies = await session.context.cookies();
    expect(cookies.some((cookie) => cookie.name === 'halo_kiosk' && cookie.httpOnly)).toBe(true);
    // Signed out: the console answers this browser as it answers anybody.
    const consoleAnswer = await page.evaluate(
      async () => (await fetch('/api/admin/kiosk-devices', { credentials: 'same-origin' })).status,
    );
    expect(consoleAnswer).toBe(401);
  });

  it('takes a gift by keyboard without an email, then starts over for the next giver', async () => {
    // Only the amount, the fund and an optional email: no names, no recurring choice.
    expect(await page.getByLabel(en.firstName, { exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: en.recurring }).count()).toBe(0);
    await page.getByRole('radio', { name: '$50.00' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Email for a receipt (optional)').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: en.paymentTitle }).waitFor();
    await fillCard(page, en, CARDS.visa, 'Kiosk Giver');
    await page.getByLabel(en.cardholder).press('Enter');
    await page.getByRole('heading', { name: en.thanks }).waitFor();
    await page.getByText('No receipt was sent, as no email was given.').waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: en.heading }).waitFor();
    expect(await page.getByRole('radio', { name: '$50.00' }).isChecked()).toBe(false);
    expect(await page.getByLabel('Email for a receipt (optional)').inputValue()).toBe('');
    // Nothing of the giver is kept on the tablet.
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(
      /4242|Kiosk Giver/,
    );
  });

  it('reads in Spanish, axe clean, and fits a 320 px screen', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: GIVING_TEXT.es.heading }).waitFor();
    await page.getByLabel('Correo para el recibo (opcional)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await fitsSideways()).toBe(true);
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('is listed in the console and, turned off there, refuses to give', async () => {
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(server.urlFor('demo', '/admin/embed-code'));
    const kiosk = page.getByRole('listitem').filter({ hasText: 'Lobby tablet' });
    await kiosk.getByText(/Last used /).waitFor();
    await kiosk.getByRole('button', { name: 'Turn off Lobby tablet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off Lobby tablet?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await kiosk.getByText(/Turned off /).waitFor();

    await page.goto(server.urlFor('demo', '/kiosk'));
    await page.getByRole('heading', { name: 'This kiosk is not giving' }).waitFor();
    await page.getByText('This kiosk was turned off by an administrator.', { exact: false }).waitFor();
  });
});
