// In a real browser, as the demo administrator, signed in once: the console's Donors finds the demo
// donor's older record as a possible duplicate (its contact email is hers), merges it into hers, shows
// the merge's summary (the 2-gift move and last year's statement needing a corrected copy), sends the
// corrected copy (still said after a reload), and undoes it (docs/PRODUCT.md §24). Axe clean in English and Spanish; nothing scrolls sideways at 320 px.
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import type { BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { queryDatabase } from './harness/database';
import { seededDataDir, startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };
const lastYear = new Date().getFullYear() - 1;

let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  const dataDir = await seededDataDir();
  // Jordan Rivera's older record: another sign-in address, never verified, her email on its contact,
  // two gifts of last year, and last year's statement already sent to it.
  await queryDatabase(
    dataDir,
    `WITH church AS (SELECT id FROM organizations WHERE subdomain = 'demo'),
     old AS (
       INSERT INTO users (prefixed_id, organization_id, email, locale)
       SELECT 'usr_e2emerge00000000000000001', church.id, 'jordan.old@example.com', 'en' FROM church
       RETURNING id, organization_id),
     person AS (
       INSERT INTO people (prefixed_id, user_id, organization_id, first_name, last_name, contact)
       SELECT 'per_e2emerge00000000000000001', old.id, old.organization_id, 'Jordan', 'R.',
         '{"address":null,"city":null,"state":null,"zip":null,"country":null,"email":"donor@example.com","phones":[]}'::jsonb
       FROM old RETURNING id),
     gifts AS (
       INSERT INTO contributions (prefixed_id, organization_id, donor_user_id, charged_amount, fee, net_amount, currency,
         status, processor_mode, offline_method, date)
       SELECT 'con_e2emerge0000000000000000' || n, old.organization_id, old.id, 2500, 0, 2500, 'USD', 'succeeded',
         'sandbox', 'cash', ('${lastYear}-0' || n || '-15')::date
       FROM old, generate_series(1, 2) AS n RETURNING id),
     batch AS (
       INSERT INTO statement_batches (prefixed_id, organization_id, year, end_date, letter_title, started_by_label,
         total_count, sent_count, finished_at)
       SELECT 'stb_e2emerge00000000000000001', church.id, ${lastYear}, '${lastYear}-12-31', 'Thank you',
         'admin@example.com', 1, 1, now() - interval '1 day'
       FROM church RETURNING id)
     INSERT INTO statement_batch_donors (batch_id, user_id, sent_at)
     SELECT batch.id, old.id, now() - interval '1 day' FROM batch, old`,
  );
  server = await startServer({}, { dataDir });
  ({ session, page } = await signInDemoAdministrator(server, SIGN_IN));
});

afterAll(async () => {
  await closeConsoleSession(session);
  await server?.stop();
  server?.removeDataDir();
});

async function expectNoAxeViolations() {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

const scrollsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

it('suggests the older record, merges it, lists the statement to correct, and undoes the merge', async () => {
  await page.goto(server.urlFor('demo', '/admin/donors'));
  const panel = page.getByRole('region', { name: 'Possible duplicates' });
  await panel.getByRole('button', { name: 'Find possible duplicates' }).click();
  await panel.getByText('Same email', { exact: true }).waitFor();
  await panel.getByText('No merges yet.').waitFor();
  await expectNoAxeViolations();

  await panel.getByRole('button', { name: 'Merge Jordan Rivera and Jordan R.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge two donor records' });
  // The record that verified its email is the one suggested to keep.
  expect(await dialog.getByRole('radio', { name: /Jordan Rivera/ }).isChecked()).toBe(true);
  await expectNoAxeViolations();
  await dialog.getByRole('button', { name: 'Merge records' }).click();
  await dialog.waitFor({ state: 'detached' });
  await panel.getByText('Merged Jordan R. into Jordan Rivera.').waitFor();

  const merge = panel.getByRole('listitem').filter({ hasText: 'Jordan R. merged into Jordan Rivera' });
  await merge.getByText(/Moved: 2 gifts/).waitFor();
  await merge.getByText(`${lastYear} statement to Jordan R.`).waitFor();
  await merge
    .getByRole('button', { name: `Send corrected copy: ${lastYear} statement to Jordan R.` })
    .waitFor();
  await panel.getByText('No possible duplicates.').waitFor();
  await expectNoAxeViolations();

  // The corrected copy's sending is kept: a reload still says so.
  await merge
    .getByRole('button', { name: `Send corrected copy: ${lastYear} statement to Jordan R.` })
    .click();
  await merge.getByText(/^Corrected copy sent on /).waitFor();
  await page.reload();
  await panel.getByRole('button', { name: 'Find possible duplicates' }).click();
  await merge.getByText(/^Corrected copy sent on /).waitFor();

  await merge.getByRole('button', { name: 'Undo merge: Jordan R. into Jordan Rivera' }).click();
  await panel.getByText('Undid the merge of Jordan R. into Jordan Rivera.').waitFor();
  await merge.getByText(/^Undone on /).waitFor();
  await panel.getByText('Same email', { exact: true }).waitFor();
});

it('is axe clean in Spanish and fits a 320 px phone without scrolling sideways', async () => {
  await page.getByLabel('Language').selectOption('es');
  const panel = page.getByRole('region', { name: 'Posibles duplicados' });
  await panel.getByText('Mismo correo', { exact: true }).waitFor();
  await panel.getByText('Jordan R. unido a Jordan Rivera').waitFor();
  await expectNoAxeViolations();

  await page.setViewportSize({ width: 320, height: 640 });
  try {
    expect(await scrollsSideways()).toBe(false);
    await panel.getByRole('button', { name: 'Unir a Jordan Rivera y Jordan R.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unir dos registros de donantes' });
    await dialog.getByRole('radio', { name: /Jordan Rivera/ }).waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
