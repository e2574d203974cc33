// The donor's recurring gifts as the portal lists them (docs/PRODUCT.md §3 fields, filters and pages), and a gift
// made on the giving form recorded in their activity; against the real app on PGlite or PostgreSQL.
import { type CalendarDate, coverFee } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { activityEvents, recurringGivings } from '../src/db/schema';
import { GivingClient, type Donor } from './givingFlow';
import type { TestApp } from './helper';
import { fundsOf, type PortalDonor } from './portalFixtures';
import { LIST, addDays, openPortalRecurringWorld } from './portalRecurringWorld';

// The API tests share a busy machine with other suites.
jest.setTimeout(20_000);

const world = openPortalRecurringWorld();
let testApp: TestApp;
let donor: PortalDonor;
let today: CalendarDate;
beforeAll(() => {
  ({ testApp, donor, today } = world);
});

describe('donorRecurringGivings', () => {
  it('lists both gifts with docs/PRODUCT.md §3 fields, the fee covered one charging coverFee', async () => {
    const response = await donor.browser.graphql(LIST, { org: donor.organizationPrefixedId });
    const page = response.json().data.donorRecurringGivings;
    expect(page.totalResults).toBe(2);
    const tithe = page.items.find((item: { memo: string }) => item.memo === 'Tithe');
    const covered = coverFee(10_000, { percentBps: 290, fixedCents: 30 });
    expect(tithe).toMatchObject({
      status: 'active',
      schedule: { type: 'monthly' },
      computedAmount: covered.chargedCents,
      computedNetAmount: covered.netCents,
      computedFee: covered.chargedCents - covered.netCents,
      isFeeCovered: true,
      lastChargeAttemptFailed: false,
      donor: { name: 'Jordan Rivera', email: 'donor@example.com' },
      organization: { prefixedId: donor.organizationPrefixedId },
      fundAccounts: [{ name: 'General Fund', pivot: { amount: 10_000, netAmount: covered.netCents } }],
      paymentMethod: { processorId: donor.cardId, type: 'visa', lastFour: '4242', expiration: '12/2030' },
    });
    expect(tithe.nextOccurrence >= today).toBe(true);
  });

  it('filters by status and pages', async () => {
    const response = await donor.browser.graphql(LIST, {
      org: donor.organizationPrefixedId,
      filters: { status: 'paused', page: 1, perPage: 1 },
    });
    expect(response.json().data.donorRecurringGivings).toEqual({ totalResults: 0, items: [] });
  });
});

describe('activity', () => {
  it('a recurring gift made on the giving form is recorded as recurring_created', async () => {
    const client = new GivingClient(testApp);
    const email = `created-${Date.now()}@example.com`;
    const registered = await client.post('/api/give/register', {
      organization_prefixed_id: donor.organizationPrefixedId,
      email,
      first_name: 'Rae',
      last_name: 'Donor',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(registered.statusCode).toBe(201);
    const body = registered.json();
    const giver: Donor = {
      organizationPrefixedId: donor.organizationPrefixedId,
      customerId: body.stripe_customer_id,
      donorPrefixedId: body.donor_prefixed_id,
      token: body.giving_token,
    };
    const card = await client.addCard(giver, '4242424242424242');
    const general = (await fundsOf(testApp.app, donor.organizationId)).find(
      (fund) => fund.name === 'General Fund',
    )!;
    const gift = await client.give(giver, {
      payment_method_id: card.json().payment_method_id,
      amount: 2_000,
      fund_prefixed_id: general.prefixedId,
      frequency: 'weekly',
      start_date: addDays(today, 2),
    });
    expect(gift.statusCode).toBeLessThan(300);
    const [created] = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, gift.json().recurring_giving?.prefixed_id ?? ''));
    const events = await testApp.app.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.type, 'recurring_created'));
    expect(events.some((event) => event.recurringGivingId === created?.id && event.amount === 2_000)).toBe(
      true,
    );
  });
});
