// In a real browser, as the demo administrator with her second factor proven: the console's "API
// keys" section creates a key and shows it once, focused; the test's own software reads the church's
// gifts with it (GET /api/v1/gifts, Authorization: Bearer), and the console then shows when it was
// last used; after Revoke (asked first, focus back on the list) the same call is 401. axe in English
// and Spanish, and nothing scrolls sideways at 320 px. The refusals and every way in are the API
// tests' (packages/api/test/readApi.test.ts and the authorization matrix).
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { enrolPageAdministrator } from './harness/secondFactor';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

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
  // The keys wait for the second factor; its own browser test is adminSecondFactor.test.ts.
  await enrolPageAdministrator(page);
});

afterAll(async () => {
  await closeConsoleSession(session);
  await server?.stop();
});

async function openSection(heading = 'API keys') {
  await page.goto(server.urlFor('demo', '/admin/api-keys'));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('form').first().waitFor();
}

/** What the church's own software would send: the key alone, no cookie. */
function readGifts(token: string) {
  return fetch(`http://127.0.0.1:${server.port}/api/v1/gifts?limit=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('the console’s API keys', () => {
  let token: string;

  it('creates a key and shows it once, focused', async () => {
    await openSection();
    const form = page.getByRole('form', { name: 'Create API key' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Church CRM');
    // The demo administrator holds both abilities a key may have; the key gets the one it needs.
    expect(await form.getByRole('checkbox').count()).toBe(2);
    await form.getByRole('checkbox', { name: /view-gifts/ }).check();
    await form.getByRole('button', { name: 'Create API key' }).click();
    const panel = page.getByRole('region', { name: 'Your new API key' });
    await panel.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'admin-api-keys-new');
    token = await panel.getByRole('textbox', { name: 'API key Church CRM' }).inputValue();
    expect(token).toMatch(/^hg_live_[A-Za-z0-9_-]{43}$/);
    await panel.getByText('You will not see it again', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Copy' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: /Copied\.|Selected/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'I have saved it' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.id === 'admin-api-keys-list');
    // Never shown again: not after a reload either, only its start.
    await openSection();
    await page.getByText(token.slice(0, 16), { exact: true }).waitFor();
    expect(await page.content()).not.toContain(token);
  });

  it('reads the church’s gifts with the key, and the console says when it was last used', async () => {
    const answer = await readGifts(token);
    expect(answer.status).toBe(200);
    const gifts = (await answer.json()) as { data: { id: string; amount: number; currency: string }[] };
    expect(gifts.data.length).toBeGreaterThan(0);
    for (const gift of gifts.data) {
      expect(gift.id).toMatch(/^[a-z]+_[0-9a-f]{24}$/);
      expect(Number.isInteger(gift.amount)).toBe(true);
      expect(gift.currency).toBe('USD');
    }
    await openSection();
    const key = page.getByRole('listitem').filter({ hasText: 'Church CRM' });
    await key.getByText(/Last used /).waitFor();
  });

  it('revokes the key after asking, by keyboard, focus back on the list; the same call is then 401', async () => {
    await page.getByRole('button', { name: 'Revoke Church CRM' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Revoke Church CRM?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Cancel has focus first, so Enter pressed by habit revokes nothing; Tab reaches Revoke key.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Revoke key');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.id === 'admin-api-keys-list');
    await page.getByText(/^Revoked .*: every call with it is refused\./).waitFor();
    expect(await page.getByRole('button', { name: 'Revoke Church CRM' }).count()).toBe(0);
    const refused = await readGifts(token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toEqual(expect.any(String));
  });

  it('reads in Spanish, axe clean', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('form', { name: 'Crear clave de API' }).waitFor();
    await page.getByText('Revocada el', { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await openSection('Claves de API');
      await page.getByText('Revocada el', { exact: false }).first().waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
