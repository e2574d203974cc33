// In a real browser, in English and Spanish: a gift of the demo donor partly refunded ($10.00 of it,
// written while the server is stopped, as a refund records it) says how much came back in the
// transactions, where the search's total counts the rest, and the dashboard's "Total gifts" (the
// totals the database keeps) counts it less the refund; axe clean.
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { queryDatabase } from './harness/database';
import { seededDataDir, startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };
const REFUNDED_CENTS = 1_000;

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    overview: 'Overview',
    transactions: 'Transactions',
    partlyRefunded: /^\$10\.00 refunded$/,
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    overview: 'Resumen',
    transactions: 'Transacciones',
    partlyRefunded: /^\S*10[.,]00\S* reembolsados$/,
  },
} as const;

type Locale = keyof typeof TEXT;

let dataDir: string;
let server: RunningServer;
let gift: { prefixed_id: string; charged_amount: number };
let keptTotal: number;

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

beforeAll(async () => {
  // A copy of the seeded database, refunded in part before the server's one start.
  dataDir = await seededDataDir();
  // The donor's newest succeeded gift, on the first page of the transactions.
  const [refunded] = await queryDatabase<{ prefixed_id: string; charged_amount: number }>(
    dataDir,
    `UPDATE contributions SET refunded_amount = ${REFUNDED_CENTS}
     WHERE id = (SELECT c.id FROM contributions c JOIN users u ON u.id = c.donor_user_id
                 WHERE u.email = '${DEMO_DONOR.email}' AND c.status = 'succeeded' AND c.charged_amount > ${REFUNDED_CENTS}
                 ORDER BY c.date DESC, c.id DESC LIMIT 1)
     RETURNING prefixed_id, charged_amount`,
  );
  if (!refunded) throw new Error('the demo donor has no succeeded gift to refund');
  gift = refunded;
  const [totals] = await queryDatabase<{ total: string }>(
    dataDir,
    `SELECT sum(t.succeeded_amount)::text AS total FROM donor_gift_totals t JOIN users u ON u.id = t.donor_user_id
     WHERE u.email = '${DEMO_DONOR.email}'`,
  );
  const [counted] = await queryDatabase<{ total: string }>(
    dataDir,
    `SELECT sum(c.charged_amount - c.refunded_amount)::text AS total FROM contributions c JOIN users u ON u.id = c.donor_user_id
     WHERE u.email = '${DEMO_DONOR.email}' AND c.status = 'succeeded'`,
  );
  keptTotal = Number(totals!.total);
  // The kept totals followed the refund (the trigger), as a count of the gifts says.
  expect(keptTotal).toBe(Number(counted!.total));
  server = await startServer({}, { dataDir });
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.each(Object.keys(TEXT) as Locale[])('a partly refunded gift in the portal in %s', (locale) => {
  const text = TEXT[locale];
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

  it('says what came back in the transactions and counts the rest in the totals', async () => {
    if (locale === 'en') {
      const overview = page.getByRole('region', { name: text.overview });
      await overview.locator('dd').first().waitFor();
      expect(await overview.locator('dd').first().textContent()).toBe(dollars(keptTotal));
    }

    await page.goto(server.urlFor('demo', `/transactions?search=${gift.prefixed_id}`));
    await page.getByRole('heading', { level: 1, name: text.transactions }).waitFor();
    const row = page.locator(`tr[data-id="${gift.prefixed_id}"]`);
    await row.waitFor();
    expect((await row.locator('.portal-gift__status').textContent())?.trim()).toMatch(text.partlyRefunded);
    if (locale === 'en') {
      await page
        .locator('.portal-summary')
        .filter({ hasText: dollars(gift.charged_amount - REFUNDED_CENTS) })
        .waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});
