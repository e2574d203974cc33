// The hosted pages' Content-Security-Policy lets the whole product work and nothing else in,
// in Chromium against the built product. Every `securitypolicyviolation` event and CSP console error
// is collected (harness/cspViolations.ts) while a guest gives in sandbox mode on the giving page, the
// demo donor signs in and visits every portal page (live updates connected, a profile image uploaded),
// and, on a server in Stripe mode, a gift goes through Stripe.js (a stand-in served for
// https://js.stripe.com, as in givingStripeMode.test.ts) and the local Stripe double, and, with
// SENTRY_DSN, ANALYTICS_ID and TAG_MANAGER_ID set, the real Sentry SDK and a stand-in Google tag
// report out. None may occur.
// One negative check proves the policy is really on: script injected into the page does not run.

import type { Page } from 'playwright-core';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { watchCspViolations, type CspWatch } from './harness/cspViolations';
import { pngImage } from './harness/pngImage';
import {
  CARDS,
  chooseAmount,
  fillCard,
  fillDonor,
  GIVING_TEXT,
  money,
  newDonorEmail,
  waitForHeading,
} from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';
import { confirmSetupIntent, standInStripeJs } from './harness/stripeMode';
import { startStripeServer, type RunningStripeServer } from './harness/stripeServer';

jest.setTimeout(180_000);

const en = GIVING_TEXT.en;
const DEMO_DONOR = { email: 'donor@example.com', password: 'halo-demo-1234' };

/** Nothing was refused: each list is shown in full on failure. */
function expectNoViolations(watch: CspWatch, step: string): void {
  expect({ step, violations: watch.violations, consoleErrors: watch.consoleErrors }).toEqual({
    step,
    violations: [],
    consoleErrors: [],
  });
}

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
async function eventually(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('with the default settings (sandbox payments, embedded live updates, local file storage)', () => {
  let server: RunningServer;
  let browser: BrowserSession;
  let watch: CspWatch;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
    watch = await watchCspViolations(browser.context);
  });

  afterAll(async () => {
    await browser?.close();
    if (browser) removeProfile(browser.profileDir);
    await server?.stop();
  });

  beforeEach(async () => {
    watch.clear();
    page = await browser.context.newPage();
  });

  afterEach(async () => {
    await page.close();
  });

  it('sends the policy with the page', async () => {
    const response = await page.goto(server.urlFor('demo', '/dashboard'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('a guest gives in sandbox mode on the hosted giving page without a violation', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, en.heading);
    await chooseAmount(page, money(en, 5000));
    const email = newDonorEmail('csp');
    await fillDonor(page, en, { email, firstName: 'Ana', lastName: 'Ruiz' });
    await page.getByRole('button', { name: en.continue }).click();
    await waitForHeading(page, en.paymentTitle);
    await page.getByText(en.testMode, { exact: true }).waitFor();
    expectNoViolations(watch, 'payment step');

    await fillCard(page, en, CARDS.visa, 'Ana Ruiz');
    await page.getByRole('button', { name: en.giveNow }).click();
    await waitForHeading(page, en.thanks);
    await page.getByText(en.receiptSent(email)).waitFor();
    await page.waitForLoadState('networkidle');
    expectNoViolations(watch, 'thank-you screen');
  });

  it('the donor signs in and visits every portal page, live updates connected, without a violation', async () => {
    const sockets: { url: string; received: string[] }[] = [];
    page.on('websocket', (socket) => {
      const seen = { url: socket.url(), received: [] as string[] };
      sockets.push(seen);
      socket.on('framereceived', (frame) => seen.received.push(String(frame.payload)));
    });
    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel('Email').fill(DEMO_DONOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_DONOR.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Overview' }).locator('dd').first().waitFor();

    // The embedded Pusher-protocol server on the page's own host and port: connect-src allows it.
    const established = () =>
      sockets.some((socket) =>
        socket.received.some((frame) => frame.includes('pusher:connection_established')),
      );
    await eventually(established, 'the live-updates connection');
    expect(sockets.map((socket) => new URL(socket.url).pathname)).toEqual([
      expect.stringMatching(/^\/app\//),
    ]);
    expectNoViolations(watch, 'dashboard');

    const screens: [string, string][] = [
      ['/transactions', 'Transactions'],
      ['/payment-methods', 'Payment methods'],
      ['/recurring-gifts', 'Recurring gifts'],
      ['/profile', 'Profile'],
      ['/profile/edit', 'Edit profile'],
    ];
    for (const [path, title] of screens) {
      await page.goto(server.urlFor('demo', path));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForLoadState('networkidle');
      expectNoViolations(watch, path);
    }

    // Client-side navigation between portal screens keeps the one document's policy.
    await page.getByRole('link', { name: 'Transactions' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    await page.goto(server.urlFor('demo', '/profile/edit'));
    await page.getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();

    // The profile image: a blob: preview, a presigned PUT, then the image read back.
    await page.getByLabel('Choose image').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: pngImage(48, 48, [0x80, 0x80, 0x80]),
    });
    await page.locator('img.self-service__avatar[src^="blob:"]').waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Account updated successfully').waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('img.self-service__avatar') as HTMLImageElement | null)?.naturalWidth === 48,
    );
    expectNoViolations(watch, 'profile image upload');
  });

  it('blocks a script injected into the page, and eval (the policy is really on)', async () => {
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, en.heading);
    expectNoViolations(watch, 'giving page');

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__haloInjected = true;';
      document.body.append(script);
      return (window as unknown as { __haloInjected?: boolean }).__haloInjected === true;
    });
    expect(ran).toBe(false);
    await eventually(
      () => watch.violations.some((v) => v.directive === 'script-src-elem' && v.blocked === 'inline'),
      'the inline script violation',
    );

    // From a page event handler: code Playwright evaluates itself is exempt from the eval check.
    await page.evaluate(() => {
      document.body.addEventListener('click', () => {
        const result = window as unknown as { __haloEval?: string };
        try {
          result.__haloEval = String(new Function('return 1 + 1')());
        } catch (error) {
          result.__haloEval = (error as Error).name;
        }
      });
    });
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const evaluated = await page.evaluate(() => (window as unknown as { __haloEval?: string }).__haloEval);
    expect(evaluated).toBe('EvalError');
    await eventually(
      () => watch.violations.some((v) => v.directive === 'script-src' && v.blocked === 'eval'),
      'the eval violation',
    );
  });
});

const KEYS = {
  account: 'acct_1HaloE2eCsp',
  publishableKey: 'pk_test_halo_csp',
  secretKey: 'sk_test_halo_csp',
};

describe('in Stripe mode', () => {
  let stripe: StripeDouble;
  let stripeMode: RunningStripeServer;
  let server: RunningServer;
  let browser: BrowserSession;
  let watch: CspWatch;
  let page: Page;
  const stripeRequests: string[] = [];

  beforeAll(async () => {
    stripeMode = await startStripeServer(KEYS);
    ({ stripe, server } = stripeMode);
    browser = await openBrowser();
    watch = await watchCspViolations(browser.context);
    // Routed requests are still checked against the page's policy first: Chromium refuses a
    // request the policy does not allow before it is ever sent.
    await browser.context.route('https://js.stripe.com/**', (route) => {
      stripeRequests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: standInStripeJs(KEYS.publishableKey),
      });
    });
    await browser.context.route('https://api.stripe.com/**', (route) => {
      stripeRequests.push(route.request().url());
      return confirmSetupIntent(route, stripe, KEYS.publishableKey);
    });
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    if (browser) removeProfile(browser.profileDir);
    await stripeMode?.stop();
  });

  it('loads Stripe.js at the payment step and gives through api.stripe.com without a violation', async () => {
    const response = await page.goto(server.urlFor('demo'));
    expect(response?.headers()['content-security-policy']).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com',
    );
    await waitForHeading(page, en.heading);
    await chooseAmount(page, money(en, 5000));
    await fillDonor(page, en, { email: newDonorEmail('csp-stripe'), firstName: 'Ana', lastName: 'Ruiz' });
    await page.getByRole('button', { name: en.continue }).click();
    await waitForHeading(page, en.paymentTitle);
    const card = page.locator('.stand-in-stripe-card');
    await card.waitFor();
    await card.fill(CARDS.visa);
    await page.getByRole('button', { name: en.giveNow }).click();
    await waitForHeading(page, en.thanks);

    expect(stripeRequests.some((url) => url.startsWith('https://js.stripe.com/'))).toBe(true);
    expect(stripeRequests.some((url) => url.startsWith('https://api.stripe.com/v1/setup_intents/'))).toBe(
      true,
    );
    expect(stripe.requestsTo('POST', '/v1/payment_intents')).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expectNoViolations(watch, 'Stripe gift');
  });
});

// Error reporting and analytics on: the real @sentry/browser from our build (its session replay
// compresses in a worker made from a blob: URL) and the Google tag, whose script is a stand-in served
// for www.googletagmanager.com that sends the beacons gtag.js sends. Sentry's ingest and Google's
// collection endpoints are answered here: this machine cannot reach them, and Chromium checks the
// page's policy before a request is routed.
const SENTRY_DSN = 'https://publickey@o4501.ingest.us.sentry.io/4502';
const GOOGLE_TAG_JS = `
(() => {
  const params = 'v=2&tid=' + encodeURIComponent(new URL(document.currentScript.src).searchParams.get('id'));
  navigator.sendBeacon('https://region1.google-analytics.com/g/collect?' + params + '&en=page_view');
  fetch('https://www.google-analytics.com/g/collect?' + params + '&en=fetch', { method: 'POST', mode: 'no-cors', keepalive: true });
  new Image().src = 'https://www.googletagmanager.com/a?' + params;
})();
`;

describe('with Sentry, Google Analytics and Tag Manager configured', () => {
  let server: RunningServer;
  let browser: BrowserSession;
  let watch: CspWatch;
  let page: Page;
  const routed: string[] = [];

  beforeAll(async () => {
    server = await startServer({ SENTRY_DSN, ANALYTICS_ID: 'G-HALOCSP1', TAG_MANAGER_ID: 'GTM-HALOCSP' });
    browser = await openBrowser();
    watch = await watchCspViolations(browser.context);
    await browser.context.route('https://*.ingest.us.sentry.io/**', (route) => {
      routed.push(route.request().url());
      return route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, body: '{}' });
    });
    await browser.context.route('https://www.googletagmanager.com/**', (route) => {
      routed.push(route.request().url());
      const isScript = /\/(gtag\/js|gtm\.js)/.test(route.request().url());
      return route.fulfill(
        isScript
          ? { status: 200, contentType: 'application/javascript', body: GOOGLE_TAG_JS }
          : { status: 204, body: '' },
      );
    });
    await browser.context.route(/^https:\/\/[a-z0-9.]*google-analytics\.com\//, (route) => {
      routed.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    });
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    if (browser) removeProfile(browser.profileDir);
    await server?.stop();
  });

  it('reports to Sentry, starts session replay’s worker and sends analytics without a violation', async () => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(server.urlFor('demo'));
    await waitForHeading(page, en.heading);
    await eventually(() => routed.some((url) => url.includes('/gtag/js?id=G-HALOCSP1')), 'gtag.js');
    await eventually(() => routed.some((url) => url.includes('/gtm.js?id=GTM-HALOCSP')), 'gtm.js');
    await eventually(
      () =>
        ['region1.google-analytics.com', 'www.google-analytics.com', 'www.googletagmanager.com/a?'].every(
          (part) => routed.some((url) => url.includes(part)),
        ),
      'the analytics beacons',
    );
    await eventually(() => routed.some((url) => url.includes('/api/4502/envelope/')), 'a Sentry envelope');
    await eventually(() => workers.some((url) => url.startsWith('blob:')), 'session replay’s worker');

    await page.goto(server.urlFor('demo', '/login'));
    await page.getByLabel('Email').fill(DEMO_DONOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_DONOR.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    expectNoViolations(watch, 'giving page and dashboard with integrations');
  });
});
