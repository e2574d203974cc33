// In a real browser, as the demo administrator, signed in once: the console's "Import" section
// takes a CSV file of our own columns, previews its rows as they will be read (amounts in the
// church's currency, a refused row with its line, column and reason), dry-runs it, imports it with
// refused rows skipped, and the same file again imports 0; the gifts are in Gifts. A file of unknown
// columns is read by the columns chosen for it. Axe clean in English and Spanish, and nothing
// scrolls sideways at 320 px (the preview table scrolls in its own box). Below it, the panel
// "Recurring gifts from Stripe" dry-runs a small file of Stripe objects once the second factor is
// proven (docs/PRODUCT.md §17).
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { enrolPageAdministrator } from './harness/secondFactor';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const SIGN_IN = { browserLocale: 'en-US', email: 'Email', password: 'Password', signIn: 'Sign in' };

/** A day well inside the church's past whatever its time zone: gifts dated later are refused. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const OURS = [
  'date,first_name,last_name,email,amount,fund,method,reference,note',
  `${day(3)},Ruth,Imported,ruth.imported@example.com,61.17,General Fund,check,chk-6117,`,
  `${day(3)},Jordan,Rivera,donor@example.com,83.29,General Fund,cash,,`,
  `${day(2)},Bad,Row,bad.row@example.com,twelve,General Fund,cash,,`,
].join('\n');

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
});

async function expectNoAxeViolations() {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

const upload = (text: string, name = 'gifts.csv') =>
  page
    .getByLabel(/^(CSV file|Archivo CSV)$/)
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');

it('previews, dry-runs and imports a file, and the same file again imports 0; the gifts are in Gifts', async () => {
  await page.goto(server.urlFor('demo', '/admin/import'));
  await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
  await upload(OURS);
  const preview = page.getByRole('region', { name: 'The first rows as they will be read' });
  await preview.getByText('Ruth Imported <ruth.imported@example.com>').waitFor();
  await preview.getByText('$61.17').waitFor();
  await preview.getByText('amount: must be an amount like 25.00').waitFor();
  await page.getByText('Read as Halo Give: each column below was recognized.').waitFor();
  await expectNoAxeViolations();

  // The first "Dry run" is the gift history's; the second, the recurring gifts panel's.
  await page.getByRole('button', { name: 'Dry run' }).first().click();
  await page.getByRole('heading', { name: 'Dry run: what an import would do' }).waitFor();
  expect(await focusedText()).toBe('Dry run: what an import would do');
  await page.getByText('Gifts: 2 to import').waitFor();
  await page.getByText('line 4: amount: must be an amount like 25.00').waitFor();

  await page.getByLabel('Skip refused rows').check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'What was imported' }).waitFor();
  await page.getByText('Gifts: 2 imported').waitFor();
  await page.getByText('New donors: 1 created').waitFor();
  await expectNoAxeViolations();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText('Gifts: 0 imported').waitFor();
  await page.getByText('Gifts already present: 2').waitFor();

  await page.goto(server.urlFor('demo', '/admin/gifts'));
  await page.getByRole('heading', { level: 1, name: 'Gifts' }).waitFor();
  const gifts = page.getByRole('table', { name: 'Gifts' });
  for (const amount of ['61.17', '83.29']) await gifts.getByText(amount, { exact: false }).first().waitFor();
});

it('reads unknown columns as chosen; axe clean in Spanish; nothing scrolls sideways at 320 px', async () => {
  await page.goto(server.urlFor('demo', '/admin/import'));
  await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
  await page.getByLabel('Language').selectOption('es');
  await page.getByRole('heading', { level: 1, name: 'Importar' }).waitFor();
  await upload(`Cuándo,Correo,Suma,Destino\n${day(4)},mapa@example.com,$12.34,Missions\n`, 'otra.csv');
  await page.getByText(/La primera fila no es un encabezado que conozcamos/).waitFor();
  await page.getByLabel('Fecha').selectOption({ label: 'Columna 1: Cuándo' });
  await page.getByLabel('Correo electrónico').selectOption({ label: 'Columna 2: Correo' });
  await page.getByLabel('Importe').selectOption({ label: 'Columna 3: Suma' });
  await page.getByLabel('Fondo', { exact: true }).selectOption({ label: 'Columna 4: Destino' });
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Vista previa con estas columnas' }).click();
  await page
    .getByRole('region', { name: 'Las primeras filas tal como se leerán' })
    .getByText(/12[.,]34/)
    .waitFor();
  await expectNoAxeViolations();

  await page.setViewportSize({ width: 320, height: 640 });
  const scrollsSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  try {
    expect(await scrollsSideways()).toBe(false);
    // The preview table is wider than a phone: it scrolls inside its own box, not the page.
    const table = page.getByRole('region', { name: 'Las primeras filas tal como se leerán' });
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Simulación' }).first().click();
    await page.getByRole('heading', { name: 'Simulación: lo que haría una importación' }).waitFor();
    await page.getByText('Donaciones: 1 por importar').waitFor();
    expect(await scrollsSideways()).toBe(false);
    await expectNoAxeViolations();
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

it('dry-runs a small file of Stripe objects in the recurring gifts panel, its summary focused', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.urlFor('demo', '/admin/import'));
  await page.getByLabel(/^(Language|Idioma)$/).selectOption('en');
  const panel = page.getByRole('region', { name: 'Recurring gifts from Stripe' });
  await panel.waitFor();
  await enrolPageAdministrator(page);
  const list = (data: unknown[]) => ({ object: 'list', has_more: false, data });
  const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
  const objects = {
    subscriptions: list([
      {
        id: 'sub_browser',
        customer: 'cus_browser',
        status: 'active',
        currency: 'usd',
        default_payment_method: 'pm_browser',
        pause_collection: null,
        metadata: {},
        items: list([
          {
            id: 'si_browser',
            current_period_end: periodEnd,
            quantity: 1,
            price: {
              id: 'price_general',
              currency: 'usd',
              product: 'prod_gifts',
              unit_amount: 2500,
              recurring: { interval: 'month', interval_count: 1 },
            },
          },
        ]),
      },
    ]),
    customers: list([
      {
        id: 'cus_browser',
        email: 'moved.browser@example.org',
        name: 'Moved Browser',
        preferred_locales: [],
        invoice_settings: { default_payment_method: 'pm_browser' },
      },
    ]),
    payment_methods: list([
      {
        id: 'pm_browser',
        type: 'card',
        customer: 'cus_browser',
        card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2030 },
      },
    ]),
  };
  await panel.getByLabel('File of Stripe objects', { exact: true }).setInputFiles({
    name: 'stripe.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(objects)),
  });
  await panel.getByRole('button', { name: 'Dry run' }).click();
  await panel.getByRole('heading', { name: 'Dry run: what a move would do' }).waitFor();
  expect(await focusedText()).toBe('Dry run: what a move would do');
  await panel.getByText('Gifts: 1 to move').waitFor();
});
