// Through `<halo-give>` pasted into a church's own page on ANOTHER SITE (docs/ARCHITECTURE.md §4
// "Embedded across origins"): a plain HTML page served from http://127.0.0.1:{port2} (not a
// *.localhost name: those are all one site with demo.localhost), in a profile that blocks
// third-party cookies. A guest's one-time gift and a register-and-give monthly gift complete; the
// element's events fire with the documented detail; the church's <html lang>, localStorage, styles
// and globals are untouched. The last test stops the server and reads what was stored.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nextGivingDate } from '@halo/domain';
import type { Locator, Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { queryDatabase } from './harness/database';
import {
  CARDS,
  chooseAmount,
  churchToday,
  expectNoAxeViolations,
  fillCard,
  fillDonor,
  GIVING_TEXT,
  newDonorEmail,
  waitForHeading,
} from './harness/givingForm';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

const en = GIVING_TEXT.en;

interface HaloEvent {
  type: string;
  detail: Record<string, unknown>;
}

/** What the church page looks like to itself: checked before and after the element works. */
interface PageState {
  lang: string;
  storage: Record<string, string>;
  bodyFont: string;
  bodyBackground: string;
  paragraphColor: string;
  headStyles: number;
  newGlobals: string[];
  churchGlobal: unknown;
}

/** The church's own page: its styles, its global, its localStorage, and the documented snippet. */
function churchPage(apiOrigin: string, probeOrigin: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Give | Grace Community Church</title>
<style>
  body { font-family: Georgia, serif; background: rgb(250, 240, 230); color: rgb(20, 20, 20); }
  p.welcome { color: rgb(10, 60, 30); }
  button, input, label { color: rgb(200, 0, 0) !important; font-size: 30px; }
  h2 { font-size: 48px; }
</style>
<script>
  window.churchKeysBefore = Object.keys(window);
  window.churchGlobal = 'kept';
  localStorage.setItem('church-preference', 'large-text');
  window.haloEvents = [];
  for (const type of ['halo-give:ready', 'halo-give:completed', 'halo-give:error']) {
    document.addEventListener(type, (event) => window.haloEvents.push({ type, detail: event.detail }));
  }
  window.probeOrigin = ${JSON.stringify(probeOrigin)};
</script>
</head>
<body>
<main>
<h1>Give to Grace Community Church</h1>
<p class="welcome">Thank you for supporting our ministry.</p>
<script src="${apiOrigin}/halo-give.js" defer></script>
<halo-give org="demo" api="${apiOrigin}"></halo-give>
</main>
</body>
</html>`;
}

let server: RunningServer;
let church: Server;
let churchUrl: string;
let probeOrigin: string;
let browser: BrowserSession;
let page: Page;
let form: Locator;

const gifts: { email: string; giftId: string; amount: number; frequency: string; startDate: string }[] = [];

beforeAll(async () => {
  server = await startServer({}, { keepDataDir: true });
  const apiOrigin = `http://demo.localhost:${server.port}`;
  church = createServer((request, response) => {
    if (request.url === '/probe-cookie') {
      // A cookie that any browser allowing third-party cookies stores from a cross-site frame.
      response.setHeader('Set-Cookie', 'probe=1; Path=/; SameSite=None; Secure');
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<!doctype html><title>probe</title>');
      return;
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(churchPage(apiOrigin, probeOrigin));
  });
  await new Promise<void>((resolve) => church.listen(0, '127.0.0.1', resolve));
  const { port } = church.address() as AddressInfo;
  churchUrl = `http://127.0.0.1:${port}/`;
  // The same little server under another site's name, for the cookie probe.
  probeOrigin = `http://probe.localhost:${port}`;
  browser = await openBrowser({ blockThirdPartyCookies: true });
});

afterAll(async () => {
  await browser?.close();
  if (browser) removeProfile(browser.profileDir);
  await new Promise((resolve) => church?.close(resolve));
  await server?.stop();
  server?.removeDataDir();
});

beforeEach(async () => {
  page = await browser.context.newPage();
  await page.goto(churchUrl);
  form = page.locator('halo-give');
  await waitForHeading(form, en.heading);
  // The heading may be the step the loader painted; `halo-give:ready` says React has the form.
  await page.waitForFunction(() =>
    (window as unknown as { haloEvents: HaloEvent[] }).haloEvents.some(
      (event) => event.type === 'halo-give:ready',
    ),
  );
});

afterEach(async () => {
  await page.close();
});

const events = () => page.evaluate(() => (window as unknown as { haloEvents: HaloEvent[] }).haloEvents);

function pageState(): Promise<PageState> {
  return page.evaluate(() => {
    const win = window as unknown as { churchKeysBefore: string[]; churchGlobal: unknown };
    const storage: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      storage[key] = localStorage.getItem(key) ?? '';
    }
    const before = new Set([
      ...win.churchKeysBefore,
      'churchKeysBefore',
      'churchGlobal',
      'haloEvents',
      'probeOrigin',
      'axe', // axe-core, injected by the accessibility check
    ]);
    const body = getComputedStyle(document.body);
    return {
      lang: document.documentElement.lang,
      storage,
      bodyFont: body.fontFamily,
      bodyBackground: body.backgroundColor,
      paragraphColor: getComputedStyle(document.querySelector('p.welcome') as Element).color,
      headStyles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
      newGlobals: Object.keys(window).filter((key) => !before.has(key)),
      churchGlobal: win.churchGlobal,
    };
  });
}

const untouched: PageState = {
  lang: 'en-GB',
  storage: { 'church-preference': 'large-text' },
  bodyFont: 'Georgia, serif',
  bodyBackground: 'rgb(250, 240, 230)',
  paragraphColor: 'rgb(10, 60, 30)',
  headStyles: 1,
  // Only webpack's namespaced list of loaded chunks (widget/README.md); the church's own names stay.
  newGlobals: ['haloGiveEmbedChunks'],
  churchGlobal: 'kept',
};

describe('<halo-give> on a church page of another site, third-party cookies blocked', () => {
  it('runs in a profile that really blocks third-party cookies', async () => {
    // The probe page sets a SameSite=None; Secure cookie from a cross-site frame of the church page.
    await page.evaluate(async (src) => {
      const frame = document.createElement('iframe');
      frame.title = 'cookie probe';
      frame.src = src;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
      document.body.append(frame);
      await loaded;
    }, `${probeOrigin}/probe-cookie`);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(probeOrigin));
    expect(frame).toBeDefined();
    expect(await frame?.evaluate(() => document.hasStorageAccess())).toBe(false);
    expect(await frame?.evaluate(() => document.cookie)).toBe('');
    expect(await browser.context.cookies()).toEqual([]);
  });

  it("takes a guest's one-time gift with 4242 and leaves the church's page alone", async () => {
    expect(await events()).toEqual([{ type: 'halo-give:ready', detail: { org: 'demo' } }]);
    expect(await pageState()).toEqual(untouched);
    // The church's `button, input, label { color: … !important }` does not reach inside the form.
    const continueColor = await form
      .getByRole('button', { name: en.continue })
      .evaluate((button) => getComputedStyle(button).color);
    expect(continueColor).not.toBe('rgb(200, 0, 0)');
    await expectNoAxeViolations(page, 'embed details');

    const guest = { email: newDonorEmail('embed-guest'), firstName: 'Ana', lastName: 'Ruiz' };
    await chooseAmount(form, '$50.00');
    await fillDonor(form, en, guest);
    await form.getByRole('button', { name: en.continue }).click();
    await waitForHeading(form, en.paymentTitle);
    await form.getByText(en.testMode, { exact: true }).waitFor();
    await fillCard(form, en, CARDS.visa, 'Ana Ruiz');
    await form.getByRole('button', { name: en.giveNow }).click();
    await waitForHeading(form, en.thanks);
    await form.getByText(en.receiptSent(guest.email)).waitFor();
    await expectNoAxeViolations(page, 'embed thank you');

    const completed = (await events()).filter((event) => event.type === 'halo-give:completed');
    expect(completed).toEqual([
      {
        type: 'halo-give:completed',
        detail: { giftId: expect.stringMatching(/^con_/), amount: 5000, frequency: 'one_time' },
      },
    ]);
    expect((await events()).filter((event) => event.type === 'halo-give:error')).toEqual([]);
    gifts.push({
      email: guest.email,
      giftId: String(completed[0]?.detail.giftId),
      amount: 5000,
      frequency: 'one_time',
      startDate: '',
    });

    expect(await pageState()).toEqual(untouched);
    // Nothing relied on cookies: none was stored for the API's site.
    expect(await browser.context.cookies()).toEqual([]);
    const receipt = mailTo(server.dataDir, guest.email);
    expect(receipt.map((mail) => mail.subject)).toEqual([en.receiptSubject]);
    expect(receipt[0]?.text).toContain('$50.00');
  });

  it('registers the donor and starts a monthly gift from the embedded form', async () => {
    const member = { email: newDonorEmail('embed-monthly'), firstName: 'Nora', lastName: 'Diaz' };
    await chooseAmount(form, '$25.00');
    await form.getByText(en.recurring, { exact: true }).click();
    await form
      .getByRole('dialog', { name: en.modalTitle })
      .getByRole('button', { name: en.createAccount })
      .click();
    await fillDonor(form, en, member);
    await form.getByLabel(en.password, { exact: true }).fill('a-good-password');
    await form.getByLabel(en.confirm).fill('a-good-password');
    const today = churchToday();
    await form.getByRole('button', { name: en.continue }).click();
    await waitForHeading(form, en.paymentTitle);
    await fillCard(form, en, CARDS.visa, 'Nora Diaz');
    await form.getByRole('button', { name: en.giveNow }).click();
    await waitForHeading(form, en.thanks);

    const completed = (await events()).filter((event) => event.type === 'halo-give:completed');
    expect(completed).toEqual([
      {
        type: 'halo-give:completed',
        detail: { giftId: expect.stringMatching(/^con_/), amount: 2500, frequency: 'monthly' },
      },
    ]);
    gifts.push({
      email: member.email,
      giftId: String(completed[0]?.detail.giftId),
      amount: 2500,
      frequency: 'monthly',
      startDate: today,
    });
    expect(await pageState()).toEqual(untouched);
    expect(await browser.context.cookies()).toEqual([]);
    expect(mailTo(server.dataDir, member.email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Verify your email address', en.receiptSubject]),
    );
  });

  // Last: stops the server to read its database.
  it('stored each embedded gift exactly once', async () => {
    await server.stop();
    expect(gifts).toHaveLength(2);
    const rows = await queryDatabase(
      server.dataDir,
      `SELECT u.email, c.prefixed_id, c.charged_amount, c.status, c.card_last_four, f.name AS fund,
              r.schedule_type, r.next_occurrence::text AS next_occurrence
         FROM contributions c
         JOIN users u ON u.id = c.donor_user_id
         JOIN contribution_funds cf ON cf.contribution_id = c.id
         JOIN funds f ON f.id = cf.fund_id
         LEFT JOIN recurring_givings r ON r.id = c.recurring_giving_id
        WHERE u.email LIKE 'embed-%'
        ORDER BY c.id`,
    );
    expect(rows).toEqual(
      gifts.map((gift) => ({
        email: gift.email,
        prefixed_id: gift.giftId,
        charged_amount: gift.amount,
        status: 'succeeded',
        card_last_four: '4242',
        fund: 'General Fund',
        schedule_type: gift.frequency === 'one_time' ? null : gift.frequency,
        next_occurrence: gift.frequency === 'one_time' ? null : nextGivingDate(gift.startDate, 'monthly'),
      })),
    );
  });
});
