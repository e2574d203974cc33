// Recurring gifts started from the giving form (docs/CONTRACTS.md "REST: giving"): only with an
// account, charged today or scheduled for their start date.
import { nextGivingDate } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { recurringGivings } from '../src/db/schema';
import { GivingClient, type Donor, openGivingWorld, type GivingWorld } from './givingFlow';
import type { TestApp } from './helper';

const world = openGivingWorld();
const { today, newEmail, contributionsOf, guestWithCard } = world;
let testApp: TestApp;
let demo: GivingWorld['demo'];
let generalFund: string;
beforeAll(() => {
  ({ testApp, demo, generalFund } = world);
});

describe('recurring gifts', () => {
  it('need an account: a guest gets 403 with a clear message', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard();
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 5000,
      fund_prefixed_id: generalFund,
      frequency: 'monthly',
      start_date: today(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'account_required',
      message: 'Recurring gifts need a donor account. Create an account or log in, or give one time instead.',
    });
  });

  async function registered() {
    const client = new GivingClient(testApp);
    const email = newEmail();
    const response = await client.post('/api/give/register', {
      organization_prefixed_id: demo.prefixedId,
      email,
      first_name: 'Rae',
      last_name: 'Donor',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const donor: Donor = {
      organizationPrefixedId: demo.prefixedId,
      customerId: body.stripe_customer_id,
      donorPrefixedId: body.donor_prefixed_id,
      token: body.giving_token,
    };
    const card = await client.addCard(donor, '4242424242424242');
    return { client, donor, email, paymentMethodId: card.json().payment_method_id as string };
  }

  it('register, then a monthly gift starting today is charged now and scheduled for the next date', async () => {
    const { client, donor, paymentMethodId } = await registered();
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 10_000,
      fund_prefixed_id: generalFund,
      frequency: 'monthly',
      start_date: today(),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.contribution).toMatchObject({ amount: 10_000, status: 'succeeded' });
    expect(body.recurring_giving).toEqual({
      prefixed_id: expect.stringMatching(/^rcg_/),
      frequency: 'monthly',
      start_date: today(),
      next_occurrence: nextGivingDate(today(), 'monthly'),
    });
    const [recurring] = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, body.recurring_giving.prefixed_id));
    expect(recurring).toMatchObject({ status: 'active', lastOccurrence: today(), giftAmount: 10_000 });
    const [contribution] = await contributionsOf(donor.donorPrefixedId);
    expect(contribution).toMatchObject({ recurringGivingId: recurring!.id, occurrenceDate: today() });
  });

  it('a gift starting later charges nothing now, and its next occurrence is the start date', async () => {
    const { client, donor, paymentMethodId } = await registered();
    const start = nextGivingDate(today(), 'weekly');
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2_500,
      fund_prefixed_id: generalFund,
      frequency: 'every_other_week',
      start_date: start,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      contribution: null,
      receipt_email: null,
      recurring_giving: { start_date: start, next_occurrence: start },
    });
    expect(await contributionsOf(donor.donorPrefixedId)).toEqual([]);
  });

  it('register refuses an email that already has an account', async () => {
    const response = await new GivingClient(testApp).post('/api/give/register', {
      organization_prefixed_id: demo.prefixedId,
      email: 'donor@example.com',
      first_name: 'J',
      last_name: 'R',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([
      'An account already exists for this email. Please log in.',
    ]);
  });
});
