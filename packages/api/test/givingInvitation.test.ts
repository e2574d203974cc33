// docs/PRODUCT.md §2 "Create user after a gift": POST /api/give/account-invitation sends a guest donor the
// set-password email, authorised by the giving token alone (no cookies, as in the embed).
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { GivingClient, organizationOf, type Donor, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';

const MINUTE = 60_000;
let offset = 0;
const mailbox = new Mailbox();
let testApp: TestApp;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let generalFund: string;

beforeAll(async () => {
  testApp = await startTestApp({
    config: {
      dataDir: mailbox.dataDir,
      givingRateLimits: RELAXED_GIVING_LIMITS,
    },
    clock: () => new Date(Date.now() + offset),
  });
  demo = await organizationOf(testApp);
  generalFund = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});
// Every test uses new emails, so the per-email window of one never limits another. The clock moves
// only at the end of the rate-limit test (a card added "before" a token could not be used).

let counter = 0;
const newEmail = () => `invited-${Date.now()}-${(counter += 1)}@example.com`;
const tokenOf = (link: string | undefined) => /\/reset-password\/([\w-]+)/.exec(link ?? '')?.[1] ?? '';

const invite = (client: GivingClient, donor: Donor, headers: Record<string, string> = {}) =>
  client.post(
    '/api/give/account-invitation',
    { organization_prefixed_id: donor.organizationPrefixedId, stripe_customer_id: donor.customerId },
    { 'x-giving-token': donor.token, ...headers },
  );

async function guestGift(email: string, client = new GivingClient(testApp)) {
  const donor = await client.customer(demo.prefixedId, email);
  const card = await client.addCard(donor, '4242424242424242');
  expect(card.statusCode).toBe(200);
  const gift = await client.give(donor, {
    amount: 2500,
    fund_prefixed_id: generalFund,
    payment_method_id: card.json().payment_method_id,
  });
  expect(gift.statusCode).toBe(201);
  return { client, donor };
}

describe('POST /api/give/account-invitation', () => {
  it('guest gift → invitation → set-password email → password set → sign-in works', async () => {
    const email = newEmail();
    const { client, donor } = await guestGift(email);
    const response = await invite(client, donor, { origin: 'http://church.localhost:1234' });
    expect(response.statusCode).toBe(202);
    expect(response.headers['access-control-allow-origin']).toBe('http://church.localhost:1234');
    expect(response.json().message).toBe(
      'If your account still needs a password, we sent you an email to set it.',
    );
    expect(response.headers['set-cookie']).toBeUndefined();

    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Set your password');
    expect(mail?.links[0]).toMatch(/^http:\/\/demo\.localhost:8080\/reset-password\/[\w-]{43}\?mode=set$/);

    const browser = new TestBrowser(testApp);
    await browser.fetchCsrfCookie();
    const set = await browser.request({
      method: 'POST',
      url: '/reset-password',
      payload: {
        token: tokenOf(mail?.links[0]),
        email,
        password: 'my first password',
        password_confirmation: 'my first password',
      },
    });
    expect(set.statusCode).toBe(200);
    expect((await new TestBrowser(testApp).login(email, 'my first password')).statusCode).toBe(200);
  });

  it('answers in the request’s locale and emails in the donor’s', async () => {
    const email = newEmail();
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'es' });
    const { donor } = await guestGift(email, client);
    const response = await invite(client, donor);
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toMatch(/^Si su cuenta aún necesita una contraseña/);
    expect(mailbox.latestTo(email)?.subject).toBe('Crea tu contraseña');
  });

  it('sends nothing to an account that already has a password, and answers the same', async () => {
    const client = new GivingClient(testApp);
    const email = newEmail();
    const registered = await client.post('/api/give/register', {
      organization_prefixed_id: demo.prefixedId,
      email,
      first_name: 'Rae',
      last_name: 'Donor',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(registered.statusCode).toBe(201);
    const body = registered.json();
    const donor: Donor = {
      organizationPrefixedId: demo.prefixedId,
      customerId: body.stripe_customer_id,
      donorPrefixedId: body.donor_prefixed_id,
      token: body.giving_token,
    };
    const before = mailbox.all().filter((mail) => mail.to.includes(email)).length;
    const response = await invite(new GivingClient(testApp), donor);
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe(
      'If your account still needs a password, we sent you an email to set it.',
    );
    expect(mailbox.all().filter((mail) => mail.to.includes(email))).toHaveLength(before);
  });

  it('needs a valid giving token of that customer: 401 missing or forged, 403 another donor’s', async () => {
    const email = newEmail();
    const { client, donor } = await guestGift(email);
    const other = await client.customer(demo.prefixedId, newEmail());
    const before = mailbox.all().length;

    const missing = await client.post('/api/give/account-invitation', {
      organization_prefixed_id: donor.organizationPrefixedId,
      stripe_customer_id: donor.customerId,
    });
    expect(missing.statusCode).toBe(401);
    const forged = await invite(client, { ...donor, token: `${donor.token.slice(0, -4)}AAAA` });
    expect(forged.statusCode).toBe(401);
    const mismatched = await invite(client, { ...donor, token: other.token });
    expect(mismatched.statusCode).toBe(403);
    const evil = await invite(client, donor, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(mailbox.all()).toHaveLength(before);
  });

  it('sends one a window per email, then recovers', async () => {
    const email = newEmail();
    const { client, donor } = await guestGift(email);
    expect((await invite(client, donor)).statusCode).toBe(202);
    const sent = mailbox.all().length;

    // A second token for the same email (the donor started again) shares the limit.
    const again = await client.customer(demo.prefixedId, email);
    const limited = await invite(client, again);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(mailbox.all()).toHaveLength(sent);

    offset += MINUTE;
    expect((await invite(client, again)).statusCode).toBe(202);
    expect(mailbox.all()).toHaveLength(sent + 1);
  });
});
