// In a real browser, as the demo administrator with her second factor proven: the console's
// "Webhooks" section adds an endpoint pointing at a receiver on 127.0.0.1 and shows its signing
// secret once, focused; a new donor's event arrives there signed and shows as delivered in the
// endpoint's log; Resend sends it again with the same webhook-id; the endpoint is removed after
// asking, focus back on the list. axe in English and Spanish, and nothing scrolls sideways at 320 px.
// The refusals and each way in are the API tests' (packages/api/test/adminWebhooks.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { axeViolations } from './harness/axe';
import { type BrowserSession } from './harness/chromium';
import { closeConsoleSession, signInDemoAdministrator } from './harness/consoleSession';
import { enrolPageAdministrator } from './harness/secondFactor';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(120_000);

interface Received {
  headers: Record<string, string>;
  body: string;
  type: string;
}

let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];

let server: RunningServer;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { type } = JSON.parse(body) as { type: string };
      received.push({ headers: request.headers as Record<string, string>, body, type });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/halo`;
  server = await startServer();
  ({ session, page } = await signInDemoAdministrator(server, {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
  }));
  // The webhooks wait for the second factor; its own browser test is adminSecondFactor.test.ts.
  await enrolPageAdministrator(page);
});

afterAll(async () => {
  await closeConsoleSession(session);
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function openSection(heading = 'Webhooks') {
  await page.goto(server.urlFor('demo', '/admin/webhooks'));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('form').first().waitFor();
}

async function until<T>(find: () => T | undefined, what: string): Promise<T> {
  const limit = Date.now() + 15_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > limit) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A new donor registers through the giving form's REST call: the church's donor.created event. */
async function newDonor() {
  const base = `http://127.0.0.1:${server.port}`;
  const church = (await (await fetch(`${base}/api/online-giving/demo`)).json()) as { prefixedId: string };
  const response = await fetch(`${base}/api/give/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      organization_prefixed_id: church.prefixedId,
      email: `hook-${Date.now()}@example.com`,
      first_name: 'Hannah',
      last_name: 'Hook',
      password: 'a-long-enough-password',
      password_confirmation: 'a-long-enough-password',
    }),
  });
  expect(response.ok).toBe(true);
}

describe('the console’s Webhooks', () => {
  let secret: string;

  it('adds an endpoint and shows its signing secret once, focused', async () => {
    await openSection();
    const form = page.getByRole('form', { name: 'Add endpoint' });
    await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiverUrl);
    expect(await form.getByRole('checkbox').count()).toBe(10);
    await form
      .getByRole('checkbox', { name: 'gift.refund_failed A refund failed and its money came back' })
      .waitFor();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const panel = page.getByRole('region', { name: 'Signing secret' });
    await panel.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'admin-webhooks-secret');
    secret = await panel.getByRole('textbox', { name: `Signing secret of ${receiverUrl}` }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await panel.getByText('You will not see it again.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'I have saved it' }).click();
    await panel.waitFor({ state: 'detached' });
    // Never shown again: not after a reload either.
    await openSection();
    await page.getByText(receiverUrl).waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it('shows a signed delivery in the endpoint’s log, and Resend sends it again', async () => {
    await newDonor();
    const first = await until(
      () => received.find((request) => request.type === 'donor.created'),
      'donor.created',
    );
    expect(new Webhook(secret).verify(first.body, first.headers)).toMatchObject({ type: 'donor.created' });
    // The delivery is recorded once the receiver has answered: the log is read until it shows it.
    const logButton = page.getByRole('button', { name: `Delivery log of ${receiverUrl}` });
    let resend = page.getByRole('button', { name: /^Resend donor\.created/ });
    for (let attempt = 0; ; attempt += 1) {
      await openSection();
      await logButton.click();
      await page.getByRole('heading', { level: 3, name: 'Deliveries' }).waitFor();
      if ((await page.getByText('delivered', { exact: true }).count()) > 0 || attempt > 20) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await page.getByText('Last answer: 204').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    resend = page.getByRole('button', { name: /^Resend donor\.created/ });
    await resend.click();
    await page.getByRole('status').filter({ hasText: 'donor.created is queued again' }).waitFor();
    const again = await until(
      () =>
        received.filter((request) => request.type === 'donor.created').length > 1
          ? received.at(-1)
          : undefined,
      'the resent event',
    );
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(new Webhook(secret).verify(again.body, again.headers)).toBeTruthy();
  });

  it('removes the endpoint after asking, focus back on the list', async () => {
    await page.getByRole('button', { name: `Remove ${receiverUrl}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${receiverUrl}?` });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove endpoint' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.id === 'admin-webhooks-list');
    await page.getByText(/^Removed .*: nothing more is sent to it\./).waitFor();
    expect(await page.getByRole('button', { name: `Remove ${receiverUrl}` }).count()).toBe(0);
  });

  it('reads in Spanish, axe clean', async () => {
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('form', { name: 'Añadir webhook' }).waitFor();
    await page.getByText('Quitado el', { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await openSection();
      await page.getByRole('button', { name: `Registro de envíos de ${receiverUrl}` }).click();
      await page.getByRole('heading', { level: 3, name: 'Envíos' }).waitFor();
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
