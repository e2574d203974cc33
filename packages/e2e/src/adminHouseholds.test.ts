// In a real browser, as the demo administrator, signed in once: the console's Donors makes a
// household of the demo donor and the administrator (docs/PRODUCT.md §21), the donor list shows each
// in it, and the household's statement for last year, downloaded from its dialog, names both members
// in one letter; renamed and deleted from its dialog. Axe clean in English and Spanish; nothing
// scrolls sideways at 320 px.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import type { BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };
const lastYear = new Date().getFullYear() - 1;
const scratch = mkdtempSync(join(tmpdir(), 'halo-e2e-households-'));

let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  ({ session, page } = await signInDemoAdministrator(server, SIGN_IN));
});

afterAll(async () => {
  await closeConsoleSession(session);
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function expectNoAxeViolations() {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

const scrollsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

it('makes a household, shows it on its donors and downloads its statement naming both', async () => {
  await page.goto(server.urlFor('demo', '/admin/donors'));
  const households = page.getByRole('region', { name: 'Households' });
  await households.getByText('No households yet.').waitFor();

  await households.getByRole('button', { name: 'New household' }).click();
  const dialog = page.getByRole('dialog', { name: 'New household' });
  await dialog.getByLabel('Household name').fill('The Rivera household');
  for (const [search, name] of [
    ['Jordan', 'Jordan Rivera'],
    ['Avery', 'Avery Admin'],
  ]) {
    await dialog.getByLabel('Find a donor by name or email').fill(search!);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByRole('button', { name: `Add ${name}` }).click();
  }
  expect(await dialog.getByRole('radio', { name: 'Jordan Rivera' }).isChecked()).toBe(true);
  await dialog.getByLabel('Together from (year)').fill(String(lastYear));
  await expectNoAxeViolations();
  await dialog.getByRole('button', { name: 'Make household' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Made the household The Rivera household.').waitFor();
  await households.getByText('Jordan Rivera, Avery Admin').waitFor();

  // Each member's entry in the donor list names the household.
  const donors = page.getByRole('region', { name: 'Donors', exact: true });
  const jordan = donors.getByRole('listitem').filter({ hasText: 'donor@example.com' });
  await jordan.getByText('Household: The Rivera household').waitFor();
  await expectNoAxeViolations();

  await households.getByRole('button', { name: 'Manage The Rivera household' }).click();
  const manage = page.getByRole('dialog', { name: 'The Rivera household' });
  await manage.getByRole('combobox', { name: 'Letter template' }).waitFor();
  expect(await manage.getByRole('combobox', { name: 'Year' }).inputValue()).toBe(String(lastYear));
  await expectNoAxeViolations();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    manage.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = join(scratch, 'household.pdf');
  await download.saveAs(file);
  const pdf = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
  expect(pdf).toContain('Jordan Rivera and Avery Admin');
  expect(pdf).toContain(String(lastYear));
  await manage.getByRole('button', { name: 'Close' }).last().click();
  await manage.waitFor({ state: 'detached' });
});

it('is axe clean in Spanish and fits a 320 px phone without scrolling sideways', async () => {
  await page.getByLabel('Language').selectOption('es');
  const households = page.getByRole('region', { name: 'Hogares' });
  await households.getByText('Jordan Rivera, Avery Admin').waitFor();
  await expectNoAxeViolations();

  await page.setViewportSize({ width: 320, height: 640 });
  try {
    expect(await scrollsSideways()).toBe(false);
    await households.getByRole('button', { name: 'Administrar The Rivera household' }).click();
    const manage = page.getByRole('dialog', { name: 'The Rivera household' });
    await manage.getByRole('combobox', { name: 'Plantilla de carta' }).waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoAxeViolations();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

it('renames the household and deletes it, in Spanish, saying first what deleting means', async () => {
  const manage = page.getByRole('dialog', { name: 'The Rivera household' });
  await manage.getByLabel('Nombre del hogar').fill('Los Rivera');
  await manage.getByRole('button', { name: 'Cambiar nombre' }).click();
  await page.getByText('Se cambió el nombre del hogar a Los Rivera.').waitFor();
  const renamed = page.getByRole('dialog', { name: 'Los Rivera' });
  await renamed.getByRole('button', { name: 'Eliminar hogar' }).click();
  await renamed.getByText(/Cada donación sigue con el donante que la dio/).waitFor();
  await expectNoAxeViolations();
  await renamed.getByRole('button', { name: 'Eliminar Los Rivera' }).click();
  await renamed.waitFor({ state: 'detached' });
  await page.getByText('Se eliminó el hogar Los Rivera.').waitFor();
  await page.getByRole('region', { name: 'Hogares' }).getByText('Todavía no hay hogares.').waitFor();
});
