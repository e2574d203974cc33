// Limits live in the database and stop card testing without stopping a congregation: with the
// default settings, many donors give from one church Wi-Fi, a script trying cards from there is
// stopped by its declines, a signed-in donor's own saved card still works, and a card's declines
// follow it to any IP. `npm run bench` runs the congregation at full size (300 donors).
import { DEMO_DONOR } from '../src/seed';
import { GivingClient, organizationOf, type Donor } from './givingFlow';
import { startTestApp, type TestApp } from './helper';
import { benchSize, recordBenchRow } from './benchRow';

const CONGREGATION = benchSize('CONGREGATION_DONORS', 60);
const INSUFFICIENT_FUNDS = '4000000000009995';

let testApp: TestApp;
let organizationPrefixedId: string;
let fund: string;
beforeAll(async () => {
  // Default limits; TRUST_PROXY so the test can speak from several addresses (X-Forwarded-For).
  testApp = await startTestApp({ config: { trustProxy: true } });
  const demo = await organizationOf(testApp);
  organizationPrefixedId = demo.prefixedId;
  fund = demo.onlineGiving.funds[0]!.prefixedId;
});
afterAll(() => testApp?.close());

const from = (ip: string) => new GivingClient(testApp, 'demo.localhost', { 'x-forwarded-for': ip });

async function guestGift(ip: string, email: string) {
  const client = from(ip);
  const donor = await client.customer(organizationPrefixedId, email);
  const card = await client.addCard(donor, '4242424242424242');
  if (card.statusCode !== 200) return card.statusCode;
  const gift = await client.give(donor, {
    payment_method_id: card.json().payment_method_id,
    amount: 2000,
    fund_prefixed_id: fund,
  });
  return gift.statusCode;
}

it(`${CONGREGATION} donors give from one church Wi-Fi in quick succession, all of them`, async () => {
  const statuses: number[] = [];
  const startedAt = Date.now();
  for (let batch = 0; batch < CONGREGATION; batch += 10) {
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          guestGift('203.0.113.10', `pew-${batch + index}@example.com`),
        ),
      )),
    );
  }
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  const seconds = (Date.now() - startedAt) / 1000;
  recordBenchRow(
    `${CONGREGATION} donors from one IP, default limits (customer, card, gift each; PGlite)`,
    '300 within 10 minutes all succeed',
    `${statuses.filter((status) => status === 201).length} of ${CONGREGATION} gifts in ${seconds.toFixed(1)} s`,
    statuses.every((status) => status === 201) && seconds < 600,
  );
});

it('a script trying cards from one IP is stopped by its declines; a signed-in donor there still gives with her saved card', async () => {
  const ip = '203.0.113.20';
  const answers: number[] = [];
  // Made-up numbers, each new, none passing the card number check (what a tester mostly gets).
  const tried = (attempt: number) => notACard(`411111110${String(100_000 + attempt).slice(-6)}`);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const client = from(ip);
    const donor = await client.customer(organizationPrefixedId, `tester-${attempt}@example.com`);
    answers.push((await client.addCard(donor, tried(attempt))).statusCode);
  }
  const firstBlocked = answers.indexOf(429);
  expect(firstBlocked).toBeGreaterThan(0);
  expect(answers.slice(0, firstBlocked).every((status) => status === 422)).toBe(true);
  expect(answers.slice(firstBlocked).every((status) => status === 429)).toBe(true);
  // A newcomer's new card from that IP waits too, in Spanish with Retry-After.
  const newcomer = from(ip);
  const donor = await newcomer.customer(organizationPrefixedId, 'newcomer@example.com');
  const blocked = await newcomer.addCard(donor, '4242424242424242', { 'x-locale': 'es' });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toMatch(/^Demasiados intentos/);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

  // The demo donor, signed in on the same Wi-Fi, gives with the card saved on her account.
  const member = from(ip);
  await member.browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
  const demo = await organizationOf(testApp);
  const full: Donor = await member.signedInCustomer(demo.prefixedId, await demoDonorId());
  const cards = await member.browser.request({
    url: `/api/give/stripe-payment-methods?stripe_customer_id=${full.customerId}&organization_prefixed_id=${demo.prefixedId}`,
    headers: { 'x-giving-token': full.token, 'x-forwarded-for': ip },
  });
  const saved = (cards.json().data as { id: string }[])[0]!.id;
  const gift = await member.give(full, { payment_method_id: saved, amount: 5000, fund_prefixed_id: fund });
  expect(gift.statusCode).toBe(201);
});

it("a card's declines follow it to another IP and another donor", async () => {
  const declines: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const client = from(`198.51.100.${attempt + 1}`);
    const donor = await client.customer(organizationPrefixedId, `card-${attempt}@example.com`);
    declines.push((await client.addCard(donor, INSUFFICIENT_FUNDS)).statusCode);
  }
  expect(declines).toEqual([402, 402, 402]);
  const elsewhere = from('198.51.100.99');
  const donor = await elsewhere.customer(organizationPrefixedId, 'card-elsewhere@example.com');
  expect((await elsewhere.addCard(donor, INSUFFICIENT_FUNDS)).statusCode).toBe(429);
  // Another card from there is fine.
  expect((await elsewhere.addCard(donor, '4242424242424242')).statusCode).toBe(200);
});

async function demoDonorId(): Promise<string> {
  const user = await testApp.app.users.findByEmail(
    (await testApp.app.organizations.findByPrefixedId(organizationPrefixedId))!.id,
    DEMO_DONOR.email,
  );
  return user!.prefixedId;
}

/** `first15` with a check digit that fails the Luhn check. */
function notACard(first15: string): string {
  let sum = 0;
  [...first15].reverse().forEach((digit, index) => {
    const doubled = index % 2 === 0 ? Number(digit) * 2 : Number(digit);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  const check = (10 - (sum % 10)) % 10;
  return `${first15}${(check + 1) % 10}`;
}
