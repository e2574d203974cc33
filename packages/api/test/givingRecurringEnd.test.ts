// POST /api/give with a recurring gift's optional end: stored as the portal's end date (the recurring
// engine charges nothing after it), refused before the first gift, ignored for a one-time gift.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDateInTimeZone, nextGivingDate } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { recurringGivings } from '../src/db/schema';
import { GivingClient, organizationOf, type Donor, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-giving-end-'));

let testApp: TestApp;
let general: string;
let organizationPrefixedId: string;
beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS } });
  const demo = await organizationOf(testApp);
  organizationPrefixedId = demo.prefixedId;
  general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(() => testApp?.close());

const today = () => calendarDateInTimeZone('America/Chicago');
let counter = 0;

async function registered(locale = 'en') {
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const response = await client.post('/api/give/register', {
    organization_prefixed_id: organizationPrefixedId,
    email: `end${++counter}-${Date.now()}@example.com`,
    first_name: 'Rae',
    last_name: 'Donor',
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
  });
  const body = response.json();
  const donor: Donor = {
    organizationPrefixedId,
    customerId: body.stripe_customer_id,
    donorPrefixedId: body.donor_prefixed_id,
    token: body.giving_token,
  };
  const card = await client.addCard(donor, '4242424242424242');
  return { client, donor, paymentMethodId: card.json().payment_method_id as string };
}

const monthly = (paymentMethodId: string, endDate: string) => ({
  payment_method_id: paymentMethodId,
  amount: 2500,
  fund_prefixed_id: general,
  frequency: 'monthly',
  start_date: today(),
  end_date: endDate,
});

describe('a recurring gift’s end, given with the gift', () => {
  it('is kept as the gift’s end date', async () => {
    const { client, donor, paymentMethodId } = await registered();
    // Three monthly gifts: today, next month and the month after.
    const third = nextGivingDate(nextGivingDate(today(), 'monthly'), 'monthly');
    const response = await client.give(donor, monthly(paymentMethodId, third));
    expect(response.statusCode).toBe(201);
    const [gift] = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, response.json().recurring_giving.prefixed_id));
    expect(gift).toMatchObject({ endDate: third, startDate: today() });
  });

  it('goes on until the donor stops it when empty', async () => {
    const { client, donor, paymentMethodId } = await registered();
    const response = await client.give(donor, monthly(paymentMethodId, ''));
    expect(response.statusCode).toBe(201);
    const [gift] = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, response.json().recurring_giving.prefixed_id));
    expect(gift!.endDate).toBeNull();
  });

  it.each<[string, string, string, string]>([
    ['before the first gift', 'en', '2000-01-01', 'The end date cannot be before the next gift.'],
    [
      'before the first gift, in Spanish',
      'es',
      '2000-01-01',
      'La fecha de finalización no puede ser anterior a la próxima donación.',
    ],
    ['that is no date', 'en', '2026-02-30', 'Invalid date'],
  ])('is refused %s (422, nothing charged or set up)', async (_, locale, endDate, text) => {
    const { client, donor, paymentMethodId } = await registered(locale);
    const response = await client.give(donor, monthly(paymentMethodId, endDate));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.end_date).toEqual([text]);
  });
});
