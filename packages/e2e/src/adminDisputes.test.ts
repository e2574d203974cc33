// In a real browser, in English and Spanish, as the demo administrator of a church in Stripe mode: a
// card gift disputed through Stripe's signed charge.dispute.created webhook (delivered to the built
// server as Stripe would, against the local Stripe double) is the one gift the Gifts section's status
// filter "Disputed" shows, kept in the address across a reload; its details say the dispute's state
// and the bank's reason in words, with its $15.00 fee, and the page and dialog are axe clean.
import type { Page } from 'playwright-core';
import { chargeDisputeEvent, stripeSignature } from '@halo/testkit/stripe/stripeEvents';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { queryDatabase } from './harness/database';
import type { RunningServer } from './harness/server';
import { startStripeServer, type RunningStripeServer } from './harness/stripeServer';

jest.setTimeout(240_000);

const ACCOUNT = 'acct_1E2eGraceDisputes';
const WEBHOOK_SECRET = 'whsec_e2e_disputes';
const GIFT = 'con_e2e_disputed_gift_0000001';
const CHARGE = 'ch_e2e_disputed';

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    heading: 'Gifts',
    table: 'Gifts',
    status: 'Status',
    disputed: 'Disputed',
    show: 'Show gifts',
    details: /^Details of the gift of \$75\.00/,
    dialog: 'Gift of $75.00',
    dispute: 'Dispute',
    disputeStatus: 'Needs a response',
    reason: 'The cardholder says they did not make this gift (possible fraud).',
    disputeFee: 'Dispute fee$15.00',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    heading: 'Donaciones',
    table: 'Donaciones',
    status: 'Estado',
    disputed: 'Disputada',
    show: 'Mostrar donaciones',
    details: /^Detalles de la donación de \$75\.00/,
    dialog: 'Donación de $75.00',
    dispute: 'Disputa',
    disputeStatus: 'Necesita respuesta',
    reason: 'El titular de la tarjeta dice que no hizo esta donación (posible fraude).',
    disputeFee: 'Comisión por disputa$15.00',
  },
} as const;

type Locale = keyof typeof TEXT;

let stripeMode: RunningStripeServer;
let server: RunningServer;

async function deliverDisputeCreated(): Promise<number> {
  const event = chargeDisputeEvent(
    'charge.dispute.created',
    {
      id: 'dp_e2e_1',
      charge: CHARGE,
      amount: 7_500,
      status: 'needs_response',
      dueBy: Math.floor(Date.now() / 1000) + 7 * 86_400,
    },
    { account: ACCOUNT },
  );
  const payload = JSON.stringify(event);
  const response = await fetch(`http://127.0.0.1:${server.port}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET),
    },
    body: payload,
  });
  return response.status;
}

beforeAll(async () => {
  // The demo church in Stripe mode, its account able to take charges, with a card gift it charged.
  stripeMode = await startStripeServer(
    { account: ACCOUNT, secretKey: 'sk_test_e2e_disputes', publishableKey: 'pk_test_e2e_disputes' },
    {
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      chargesEnabled: true,
      prepare: (dataDir) =>
        queryDatabase(
          dataDir,
          `WITH gift AS (
       INSERT INTO contributions (prefixed_id, organization_id, donor_user_id, charged_amount, fee, net_amount,
         currency, status, processor_mode, processor_charge_id, card_brand, card_last_four, date)
       SELECT '${GIFT}', o.id, u.id, 7500, 248, 7252, 'USD', 'succeeded', 'stripe', '${CHARGE}', 'Visa',
         '4242', current_date
       FROM organizations o JOIN users u ON u.organization_id = o.id AND u.email = 'donor@example.com'
       WHERE o.subdomain = 'demo'
       RETURNING id, organization_id)
     INSERT INTO contribution_funds (contribution_id, fund_id, charged_amount, net_amount)
     SELECT gift.id, f.id, 7500, 7252 FROM gift JOIN funds f ON f.organization_id = gift.organization_id
       AND f.is_default`,
        ),
    },
  );
  server = stripeMode.server;
  expect(await deliverDisputeCreated()).toBe(200);
});

afterAll(async () => {
  await stripeMode?.stop();
});

describe.each(Object.keys(TEXT) as Locale[])('the Gifts section’s Disputed filter in %s', (locale) => {
  const text = TEXT[locale];
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    ({ session, page } = await signInDemoAdministrator(server, text));
  });

  afterAll(async () => {
    await closeConsoleSession(session);
  });

  it('shows only the disputed gift, and its dispute in words', async () => {
    await page.goto(server.urlFor('demo', '/admin/gifts'));
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    const table = page.getByRole('table', { name: text.table });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);

    await page.getByLabel(text.status, { exact: true }).selectOption({ label: text.disputed });
    await page.getByRole('button', { name: text.show }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'disputed');
    await page.reload();
    await table.waitFor();
    expect(await page.getByLabel(text.status, { exact: true }).inputValue()).toBe('disputed');
    await page.waitForFunction(() => document.querySelectorAll('.admin-gift-ledger tbody tr').length === 1);
    expect(await axeViolations(page)).toEqual([]);

    const details = page.getByRole('button', { name: text.details });
    await details.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    const dispute = dialog.getByRole('region', { name: text.dispute });
    await dispute.waitFor();
    expect(await dialog.getByText(GIFT).count()).toBe(1);
    const words = await dispute.textContent();
    expect(words).toContain(text.disputeStatus);
    expect(words).toContain(text.reason);
    // Stripe's $15.00 dispute fee, recorded on the dispute (docs/PRODUCT.md §22).
    expect(words).toContain(text.disputeFee);
    expect(words).not.toContain('fraudulent');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await details.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
