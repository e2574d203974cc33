// In a real browser, as the demo administrator: the sandbox's payouts reach the console's "Deposits".
// The church's earlier payouts are written before the server starts (its history paid out on
// 2027-03-01), then two card gifts of $30.00 and $50.00 charged on 2027-03-02 whose donor did not
// cover the fee; the server starts with CLOCK_NOW two days on and its start-up payout pass catches
// up: the deposit of 2027-03-04 shows $80.00 gross, $2.92 fees, $77.08 net, arriving the next
// business day, with its gifts, its split by fund and its CSV; an open batch of two cash gifts
// (written before the start too) committed in the Batches section becomes a deposit of its own, whose
// gifts open in Gifts filtered by it; a Stripe payout the bank refused (written before the start)
// says so, with its Other activity; a payout the church made by hand is named so; a Stripe payout
// that gives back the money of a refund that failed shows it as a negative refund line, in the page
// and its CSV; axe clean in English and Spanish, and nothing scrolls sideways at 320 px.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { queryDatabase } from './harness/database';
import { seededDataDir, startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };
const DEMO = `(SELECT id FROM organizations WHERE subdomain = 'demo')`;

let server: RunningServer;
let session: BrowserSession;
let page: Page;

/** The church's payouts so far: one on 2027-03-01 holding every online gift of its history. */
async function writeEarlierPayout(dataDir: string): Promise<void> {
  await queryDatabase(
    dataDir,
    `WITH earlier AS (
       INSERT INTO deposits (prefixed_id, organization_id, source, payout_id, payout_date, arrival_date, status)
       VALUES ('dep_e2e_earlier', ${DEMO}, 'sandbox', 'po_sandbox_2027-03-01', '2027-03-01', '2027-03-02', 'paid')
       RETURNING id)
     INSERT INTO deposit_gifts (deposit_id, contribution_id, amount, fee)
     SELECT earlier.id, c.id, c.charged_amount, (c.charged_amount * 290 + 5000) / 10000 + 30 FROM earlier, contributions c
     WHERE c.organization_id = ${DEMO} AND c.processor_mode = 'sandbox' AND c.offline_method IS NULL
       AND c.status <> 'failed'`,
  );
  await queryDatabase(
    dataDir,
    `UPDATE deposits SET gross = s.gross, fees = s.fees, net = s.gross - s.fees
     FROM (SELECT coalesce(sum(amount), 0)::integer AS gross, coalesce(sum(fee), 0)::integer AS fees
           FROM deposit_gifts WHERE deposit_id = (SELECT id FROM deposits WHERE prefixed_id = 'dep_e2e_earlier')) s
     WHERE prefixed_id = 'dep_e2e_earlier'`,
  );
  // No recurring gift is charged when the server starts two months on, so the new deposit holds
  // only the two gifts below.
  await queryDatabase(dataDir, `UPDATE recurring_givings SET status = 'paused' WHERE status = 'active'`);
}

/** Two card gifts of the demo donor to the default fund, charged on 2027-03-02, fee not covered: each
 * records what Stripe's card price (2.9% + $0.30) kept, as the processor does. */
async function writeTwoCardGifts(dataDir: string): Promise<void> {
  await queryDatabase(
    dataDir,
    `WITH gifts AS (
       INSERT INTO contributions (prefixed_id, organization_id, donor_user_id, charged_amount, fee, net_amount,
         currency, status, processor_mode, processor_charge_id, date)
       SELECT v.prefixed_id, ${DEMO}, u.id, v.amount, v.fee, v.amount - v.fee, 'USD', 'succeeded', 'sandbox', v.charge, '2027-03-02'
       FROM (VALUES ('con_e2e_deposit_30', 3000, 117, 'ch_e2e_30'), ('con_e2e_deposit_50', 5000, 175, 'ch_e2e_50'))
         AS v(prefixed_id, amount, fee, charge)
       JOIN users u ON u.organization_id = ${DEMO} AND u.email = 'donor@example.com'
       RETURNING id, charged_amount, net_amount)
     INSERT INTO contribution_funds (contribution_id, fund_id, charged_amount, net_amount)
     SELECT gifts.id, f.id, gifts.charged_amount, gifts.net_amount FROM gifts
     JOIN funds f ON f.organization_id = ${DEMO} AND f.is_default`,
  );
}

/** An open batch of 2027-03-03: two cash gifts of $20.00 and $25.00 of the demo donor, balanced. */
async function writeOpenBatch(dataDir: string): Promise<void> {
  await queryDatabase(
    dataDir,
    `WITH batch AS (
       INSERT INTO gift_batches (prefixed_id, organization_id, name, batch_date, expected_total)
       VALUES ('bat_e2e_plate', ${DEMO}, 'Wednesday plate', '2027-03-03', 4500)
       RETURNING id)
     INSERT INTO gift_batch_entries (prefixed_id, batch_id, organization_id, donor_user_id, fund_id, amount, method)
     SELECT v.prefixed_id, batch.id, ${DEMO}, u.id, f.id, v.amount, 'cash'
     FROM batch, (VALUES ('bte_e2e_20', 2000), ('bte_e2e_25', 2500)) AS v(prefixed_id, amount)
     JOIN users u ON u.organization_id = ${DEMO} AND u.email = 'donor@example.com'
     JOIN funds f ON f.organization_id = ${DEMO} AND f.is_default`,
  );
}

/** A Stripe payout of 2027-02-26 the bank refused: $18.08 of other activity on the account. */
async function writeFailedStripePayout(dataDir: string): Promise<void> {
  await queryDatabase(
    dataDir,
    `INSERT INTO deposits (prefixed_id, organization_id, source, payout_id, payout_date, arrival_date, status,
       other_activity, net)
     VALUES ('dep_e2e_stripe', ${DEMO}, 'stripe', 'po_e2e_failed', '2027-02-26', '2027-03-01', 'failed', 1808, 1808)`,
  );
}

/** A payout of 2027-02-25 the church made by hand in Stripe's dashboard: $8.44, one line. */
async function writeManualStripePayout(dataDir: string): Promise<void> {
  await queryDatabase(
    dataDir,
    `INSERT INTO deposits (prefixed_id, organization_id, source, payout_id, payout_date, arrival_date, status,
       manual, other_activity, net)
     VALUES ('dep_e2e_manual', ${DEMO}, 'stripe', 'po_e2e_manual', '2027-02-25', '2027-02-26', 'paid', true, 844, 844)`,
  );
}

/**
 * A Stripe card gift of $40.00 (2027-02-20) refunded $15.00 in Stripe's dashboard on 2027-02-21, a
 * refund that failed on 2027-02-23 (Chicago), and the payout of 2027-02-24 that gave its money back
 * (Stripe's `refund_failure`): its refunds -$15.00, its net $15.00, as docs/PRODUCT.md §19 has it.
 */
async function writeFailedRefundPayout(dataDir: string): Promise<void> {
  await queryDatabase(
    dataDir,
    `WITH gift AS (
       INSERT INTO contributions (prefixed_id, organization_id, donor_user_id, charged_amount, fee, net_amount,
         currency, status, processor_mode, processor_charge_id, date)
       SELECT 'con_e2e_refund_fails', ${DEMO}, u.id, 4000, 146, 3854, 'USD', 'succeeded', 'stripe',
         'ch_e2e_refund_fails', '2027-02-20'
       FROM users u WHERE u.organization_id = ${DEMO} AND u.email = 'donor@example.com'
       RETURNING id, charged_amount, net_amount),
     parts AS (
       INSERT INTO contribution_funds (contribution_id, fund_id, charged_amount, net_amount)
       SELECT gift.id, f.id, gift.charged_amount, gift.net_amount FROM gift
       JOIN funds f ON f.organization_id = ${DEMO} AND f.is_default),
     refund AS (
       INSERT INTO contribution_refunds (prefixed_id, organization_id, contribution_id, request_key, amount,
         processor_refund_id, actor_label, created_at, failed_at)
       SELECT 'ref_e2e_failed', ${DEMO}, gift.id, 'stripe:re_e2e_failed', 1500, 're_e2e_failed',
         'Stripe dashboard', '2027-02-21T16:00:00Z', '2027-02-23T16:00:00Z' FROM gift
       RETURNING id),
     deposit AS (
       INSERT INTO deposits (prefixed_id, organization_id, source, payout_id, payout_date, arrival_date, status,
         refunds, net)
       VALUES ('dep_e2e_refund_back', ${DEMO}, 'stripe', 'po_e2e_refund_back', '2027-02-24', '2027-02-25',
         'paid', -1500, 1500)
       RETURNING id)
     INSERT INTO deposit_refunds (deposit_id, refund_id, kind, amount)
     SELECT deposit.id, refund.id, 'failure', -1500 FROM deposit, refund`,
  );
}

beforeAll(async () => {
  const dataDir = await seededDataDir();
  await writeFailedRefundPayout(dataDir);
  await writeFailedStripePayout(dataDir);
  await writeManualStripePayout(dataDir);
  await writeEarlierPayout(dataDir);
  await writeTwoCardGifts(dataDir);
  await writeOpenBatch(dataDir);
  server = await startServer({ CLOCK_NOW: '2027-03-04T17:00:00Z' }, { dataDir });
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

/** The open deposit's "Download CSV": its file name and its records (the byte order mark dropped). */
async function downloadedCsv(): Promise<{ fileName: string; records: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const records = readFileSync(await download.path(), 'utf8')
    .slice(1)
    .split('\r\n')
    .filter(Boolean);
  return { fileName: download.suggestedFilename(), records };
}

const scrollsSideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The Deposits list, reloaded until the start-up payout pass has made the deposit of 2027-03-04. */
async function openDeposits(heading = 'Deposits') {
  for (let attempt = 0; ; attempt += 1) {
    await page.goto(server.urlFor('demo', '/admin/deposits'));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.locator('table').first().waitFor();
    if ((await page.getByText('$77.08').count()) > 0 || attempt >= 10) return;
    await page.waitForTimeout(1000);
  }
}

it('shows the deposit of the two gifts with its figures, gifts, funds and CSV', async () => {
  await openDeposits();
  const table = page.getByRole('table', { name: 'Deposits, newest first' });
  const newest = table.locator('tbody tr').first();
  const cells = await newest.locator('td').allTextContents();
  expect(cells.slice(0, 9).map((cell) => cell.trim())).toEqual([
    expect.stringMatching(/Mar 4, 2027/),
    'Processor payout',
    expect.stringMatching(/Mar 5, 2027/),
    'Paid',
    '$80.00',
    '$2.92',
    '$0.00',
    '$0.00',
    '$77.08',
  ]);
  await expectNoAxeViolations();

  await newest.getByRole('button', { name: /^Open the deposit of/ }).click();
  await page.getByRole('heading', { level: 2, name: /^Deposit of/ }).waitFor();
  const gifts = page.getByRole('table', { name: 'Gifts in this deposit' });
  expect(await gifts.locator('tbody tr').count()).toBe(2);
  await gifts.getByText('$28.83').waitFor();
  await gifts.getByText('$48.25').waitFor();
  await page.getByRole('table', { name: 'By fund' }).getByText('$77.08').waitFor();
  await expectNoAxeViolations();

  const { fileName, records } = await downloadedCsv();
  expect(fileName).toBe('deposit-2027-03-04.csv');
  expect(records[0]).toBe('Type,Date,Gift,Donor,Amount,Fee,Net');
  expect(records.at(-1)).toBe('Deposit,2027-03-04,po_sandbox_2027-03-04,,80.00,2.92,77.08');
});

it('makes a committed batch a deposit of its own, whose gifts open in Gifts filtered by it', async () => {
  await page.goto(server.urlFor('demo', '/admin/batches'));
  await page.getByRole('button', { name: /^Open Wednesday plate/ }).click();
  await page.getByRole('button', { name: 'Commit batch' }).click();
  await page.getByText('The batch is committed: its 2 gifts are in the donors’ histories.').waitFor();

  await openDeposits();
  const row = page
    .getByRole('table', { name: 'Deposits, newest first' })
    .locator('tbody tr')
    .filter({ hasText: 'Batch: Wednesday plate' });
  await row.waitFor();
  const cells = (await row.locator('td').allTextContents()).map((cell) => cell.trim());
  expect(cells.slice(3, 9)).toEqual(['Paid', '$45.00', '$0.00', '$0.00', '$0.00', '$45.00']);
  await row.getByRole('button', { name: /^Open the deposit of/ }).click();
  await page.getByText('Showing 2 of 2 gifts.').waitFor();
  await page.getByText('Batch bat_e2e_plate').waitFor();
  await page.getByRole('link', { name: 'See these gifts in Gifts' }).click();
  await page.getByRole('heading', { level: 1, name: 'Gifts' }).waitFor();
  await page.getByText('Showing the gifts of one deposit.').waitFor();
  await page.getByText('2 matching gifts').waitFor();
  await expectNoAxeViolations();
});

it('is axe clean in Spanish and fits a 320 px phone without scrolling sideways', async () => {
  await openDeposits();
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { level: 1, name: 'Depósitos' }).waitFor();
  await page.getByRole('columnheader', { name: 'Neto' }).waitFor();
  await expectNoAxeViolations();
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    expect(await scrollsSideways()).toBe(false);
    await page
      .getByRole('table', { name: 'Depósitos, el más reciente primero' })
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Abrir el depósito del/ })
      .click();
    await page.getByRole('heading', { level: 2, name: /^Depósito del/ }).waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoAxeViolations();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

it('says a Stripe payout failed and shows its Other activity, in Spanish and English', async () => {
  await page.goto(server.urlFor('demo', '/admin/deposits'));
  await page.getByRole('heading', { level: 1, name: 'Depósitos' }).waitFor();
  await page
    .getByRole('table', { name: 'Depósitos, el más reciente primero' })
    .locator('tbody tr')
    .filter({ hasText: 'Fallido' })
    .getByRole('button', { name: /^Abrir el depósito del/ })
    .click();
  await page.getByText(/^Este pago falló: el banco lo rechazó/).waitFor();
  await page.getByText(/^Otros movimientos: /).waitFor();
  await page.getByText('Pago po_e2e_failed').waitFor();
  await expectNoAxeViolations();
  await page.getByLabel('Idioma').selectOption('en');
  await page.getByText(/^This payout failed: the bank refused it/).waitFor();
  await page.getByText(/^Other activity: \$18\.08 /).waitFor();
  await expectNoAxeViolations();
});

it('names a payout the church made by hand in Stripe’s dashboard', async () => {
  await page.goto(server.urlFor('demo', '/admin/deposits'));
  await page.getByRole('heading', { level: 1, name: 'Deposits' }).waitFor();
  await page
    .getByRole('table', { name: 'Deposits, newest first' })
    .locator('tbody tr')
    .filter({ hasText: '$8.44' })
    .getByRole('button', { name: /^Open the deposit of/ })
    .click();
  await page.getByText(/^Manual payout from Stripe’s dashboard: \$8\.44\. /).waitFor();
  await page.getByText('Payout po_e2e_manual').waitFor();
  await expectNoAxeViolations();
});

it('shows the money of a refund that failed as a negative refund line of its deposit, in the page and its CSV', async () => {
  await page.goto(server.urlFor('demo', '/admin/deposits'));
  await page.getByRole('heading', { level: 1, name: 'Deposits' }).waitFor();
  const row = page
    .getByRole('table', { name: 'Deposits, newest first' })
    .locator('tbody tr')
    .filter({ hasText: /Feb 24, 2027/ });
  // The heading renders before the list's answer; read the row once it is there.
  await row.waitFor();
  const cells = (await row.locator('td').allTextContents()).map((cell) => cell.trim());
  expect(cells.slice(3, 9)).toEqual(['Paid', '$0.00', '$0.00', '-$15.00', '$0.00', '$15.00']);
  await row.getByRole('button', { name: /^Open the deposit of/ }).click();
  const lines = page.getByRole('table', { name: 'Refunds and disputes' });
  await lines.getByText('Refund failed: money returned').waitFor();
  const line = (await lines.locator('tbody tr').first().locator('td').allTextContents()).map((cell) =>
    cell.trim(),
  );
  expect(line).toEqual([
    expect.stringMatching(/Feb 23, 2027/),
    'Refund failed: money returned',
    'con_e2e_refund_fails',
    '-$15.00',
  ]);
  await expectNoAxeViolations();

  const { fileName, records } = await downloadedCsv();
  expect(fileName).toBe('deposit-2027-02-24.csv');
  expect(records).toContain(
    'Refund failed: money returned,2027-02-23,con_e2e_refund_fails,,15.00,0.00,15.00',
  );

  await page.getByLabel('Language').selectOption('es');
  await page.getByText('Reembolso fallido: dinero devuelto').waitFor();
  await expectNoAxeViolations();
  await page.getByLabel('Idioma').selectOption('en');
  await page.getByText('Refund failed: money returned').waitFor();
});
