// Giving by text in a real browser (docs/PRODUCT.md §10 "Giving in one reply"): the signed-in demo
// donor verifies a phone on the portal's Profile: "Send code" texts a code (the server has no Twilio
// account, so the text is written under DATA_DIR/sms, where the test reads it), the code verifies the
// phone for twelve months. In Spanish at 320 px a malformed code is refused beside its field. Axe
// clean in both languages, nothing scrolls sideways. The texts and YES themselves are the API's
// tests (packages/api/test/textGiving.test.ts). Drives the built product on a fresh server.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { queryDatabase } from './harness/database';
import { expectNoAxeViolations } from './harness/givingForm';
import { freshDataDir } from './harness/seededDataDir';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };
const CHURCH_NUMBER = '+15551234567';

let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  // The demo church gets a text-to-give number before the server starts (PGlite: one process).
  const dataDir = freshDataDir();
  await queryDatabase(
    dataDir,
    `UPDATE organizations SET sms_number = '${CHURCH_NUMBER}' WHERE subdomain = 'demo' RETURNING subdomain`,
  );
  server = await startServer({}, { dataDir });
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
  server?.removeDataDir();
});

/** The code in the newest text the server wrote to `phone`. */
function codeTextedTo(phone: string): string {
  const folder = join(server.dataDir, 'sms');
  const newest = readdirSync(folder)
    .filter((name) => name.includes(phone))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`no text to ${phone}`);
  const { body } = JSON.parse(readFileSync(join(folder, newest), 'utf8')) as { body: string };
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in "${body}"`);
  return code;
}

const scrollsSideways = (on: Page) =>
  on.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

it('a donor verifies a phone on the Profile with the code texted to it', async () => {
  await page.goto(server.urlFor('demo', '/profile'));
  await page.getByRole('heading', { level: 2, name: 'Give by text' }).waitFor();
  await page.getByText(`text an amount such as GIVE 50 to ${CHURCH_NUMBER}`, { exact: false }).waitFor();
  await page.getByLabel('Mobile phone').fill('(312) 555-0123');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('We texted a code to +13125550123.').waitFor();
  const code = page.getByLabel('Code', { exact: true });
  await code.fill(codeTextedTo('+13125550123'));
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await page.getByText('+13125550123 is verified: text an amount to give in one reply.').waitFor();
  await page.getByText(/Verified until/).waitFor();
  await expectNoAxeViolations(page, 'profile, give by text, English');
});

it('in Spanish at 320 px, a malformed code is refused beside its field', async () => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { level: 2, name: 'Donar por mensaje de texto' }).waitFor();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByText('Enviamos un código a +13125550123.').waitFor();
  const code = page.getByLabel('Código', { exact: true });
  await code.fill('12');
  await page.getByRole('button', { name: 'Verificar teléfono' }).click();
  await page.getByText('Escribe el código de 6 dígitos que te enviamos por mensaje.').waitFor();
  expect(await code.getAttribute('aria-invalid')).toBe('true');
  expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, 'profile, give by text, Spanish, 320 px');
});
