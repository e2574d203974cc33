// The donor's recurring gifts in the portal (list, pause, resume, update, delete; spec §3,
// §4), against the real app on PGlite or PostgreSQL.
import { type CalendarDate, calendarDateInTimeZone, coverFee, oneYearAfter } from '@halo/domain';
import { asc, eq } from 'drizzle-orm';
import { activityEvents, contributions, funds, organizations, recurringGivings } from '../src/db/schema';
import { GivingClient, type Donor } from './givingFlow';
import { startTestApp, type TestApp } from './helper';
import {
  firstError,
  fundsOf,
  registerDonorWithGiving,
  signInDemoDonor,
  snapshotDonorData,
  type PortalDonor,
} from './portalFixtures';

// The API tests share a busy machine with other suites.
jest.setTimeout(20_000);

const GIFT_FIELDS = /* GraphQL */ `
  prefixedId status schedule { type startDate } lastOccurrence nextOccurrence
  computedAmount computedNetAmount computedFee isFeeCovered memo lastChargeAttemptFailed
  donor { name email } organization { prefixedId name }
  fundAccounts { prefixedId name isDefault isOnlineGivingVisible pivot { amount netAmount } }
  paymentMethod { prefixedId processorId type lastFour expiration }
`;
const LIST = `query List($org: ID!, $filters: RecurringGivingFilters) {
  donorRecurringGivings(organizationPrefixedId: $org, filters: $filters) { totalResults items { ${GIFT_FIELDS} } }
}`;
const PAUSE = `mutation Pause($id: ID!, $org: ID!) { pauseRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { ${GIFT_FIELDS} } }`;
const RESUME = `mutation Resume($id: ID!, $org: ID!, $startDate: String) {
  resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, startDate: $startDate) { ${GIFT_FIELDS} }
}`;
const UPDATE = `mutation Update($id: ID!, $org: ID!, $pm: ID!, $last4: String!, $exp: String!, $type: Frequency!,
  $amounts: [FundAmountInput!]!, $next: String, $fee: Boolean, $memo: String) {
  updateRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, stripePaymentMethodId: $pm,
    stripeCardLastFour: $last4, stripeCardExpiration: $exp, type: $type, amountsByFundAccount: $amounts,
    nextOccurrence: $next, isFeeCovered: $fee, memo: $memo) { ${GIFT_FIELDS} }
}`;
const DELETE = `mutation Delete($id: ID!, $org: ID!) { deleteRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) }`;

let testApp: TestApp;
let donor: PortalDonor;
let today: CalendarDate;

function addDays(date: CalendarDate, days: number): CalendarDate {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

beforeAll(async () => {
  testApp = await startTestApp();
  donor = await signInDemoDonor(testApp);
  const [organization] = await testApp.app.db
    .select()
    .from(organizations)
    .where(eq(organizations.subdomain, 'demo'));
  today = calendarDateInTimeZone(organization!.timeZone);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

async function giftRow(prefixedId: string) {
  const [row] = await testApp.app.db
    .select()
    .from(recurringGivings)
    .where(eq(recurringGivings.prefixedId, prefixedId));
  return row!;
}

async function activityTypes(prefixedId: string) {
  const gift = await giftRow(prefixedId);
  const rows = await testApp.app.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.recurringGivingId, gift.id))
    .orderBy(asc(activityEvents.id));
  return rows.map((row) => row.type);
}

async function updateVariables(prefixedId: string, overrides: Record<string, unknown> = {}) {
  const general = (await fundsOf(testApp.app, donor.organizationId)).find(
    (fund) => fund.name === 'General Fund',
  )!;
  return {
    id: prefixedId,
    org: donor.organizationPrefixedId,
    pm: donor.cardId,
    last4: '4242',
    exp: '12/2030',
    type: 'monthly',
    amounts: [{ fundAccountPrefixedId: general.prefixedId, amount: 10_000 }],
    ...overrides,
  };
}

describe('donorRecurringGivings', () => {
  it('lists both gifts with spec §3 fields, the fee covered one charging coverFee', async () => {
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

describe('pause and resume', () => {
  it('pause clears the next occurrence; resume with a new date sets it', async () => {
    const id = donor.recurringIds[0]!;
    const paused = await donor.browser.graphql(PAUSE, { id, org: donor.organizationPrefixedId });
    expect(paused.json().data.pauseRecurringGiving).toMatchObject({ status: 'paused', nextOccurrence: null });

    const newDate = addDays(today, 10);
    const resumed = await donor.browser.graphql(RESUME, {
      id,
      org: donor.organizationPrefixedId,
      startDate: newDate,
    });
    expect(resumed.json().data.resumeRecurringGiving).toMatchObject({
      status: 'active',
      nextOccurrence: newDate,
    });
    expect((await giftRow(id)).nextOccurrence).toBe(newDate);
    expect(await activityTypes(id)).toEqual(['recurring_paused', 'recurring_resumed']);
  });

  it('resume without a date recalculates from the last processed date, never in the past', async () => {
    const id = donor.recurringIds[1]!;
    const before = await giftRow(id);
    await donor.browser.graphql(PAUSE, { id, org: donor.organizationPrefixedId });
    const resumed = await donor.browser.graphql(RESUME, { id, org: donor.organizationPrefixedId });
    const next = resumed.json().data.resumeRecurringGiving.nextOccurrence as string;
    expect(next).toBe(before.nextOccurrence);
    expect(next >= today).toBe(true);
  });

  it.each([
    ['en', -1, 'The date cannot be in the past.'],
    ['es', -1, 'La fecha no puede estar en el pasado.'],
    ['en', 367, 'Please choose a date within one year from today.'],
    ['es', 367, 'Elija una fecha dentro de un año a partir de hoy.'],
  ])(
    'refuses a start date in the past or over a year ahead (%s, %i days) and changes nothing',
    async (locale, days, message) => {
      const id = donor.recurringIds[0]!;
      await donor.browser.graphql(PAUSE, { id, org: donor.organizationPrefixedId });
      const before = await snapshotDonorData(testApp.app);
      const response = await donor.browser.graphql(
        RESUME,
        { id, org: donor.organizationPrefixedId, startDate: addDays(today, days) },
        { 'x-locale': locale },
      );
      expect(firstError(response.json()).extensions).toEqual({
        category: 'validation',
        validation: { startDate: [message] },
      });
      expect(await snapshotDonorData(testApp.app)).toBe(before);
      await donor.browser.graphql(RESUME, { id, org: donor.organizationPrefixedId, startDate: today });
    },
  );

  it('resumes on the same day one year ahead, the last date allowed', async () => {
    const id = donor.recurringIds[0]!;
    await donor.browser.graphql(PAUSE, { id, org: donor.organizationPrefixedId });
    const lastDay = oneYearAfter(today);
    const resumed = await donor.browser.graphql(RESUME, {
      id,
      org: donor.organizationPrefixedId,
      startDate: lastDay,
    });
    expect(resumed.json().data.resumeRecurringGiving).toMatchObject({
      status: 'active',
      nextOccurrence: lastDay,
    });
    await donor.browser.graphql(PAUSE, { id, org: donor.organizationPrefixedId });
    await donor.browser.graphql(RESUME, { id, org: donor.organizationPrefixedId, startDate: today });
  });
});

describe('updateRecurringGiving', () => {
  it('turning fee coverage off changes the next charges only; past contributions keep their fee', async () => {
    const id = donor.recurringIds[0]!;
    const gift = await giftRow(id);
    const past = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.recurringGivingId, gift.id))
      .orderBy(asc(contributions.id));
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((row) => row.isFeeCovered && row.coveredFee > 0)).toBe(true);

    const response = await donor.browser.graphql(
      UPDATE,
      await updateVariables(id, { fee: false, memo: 'Tithe' }),
    );
    expect(response.json().data.updateRecurringGiving).toMatchObject({
      isFeeCovered: false,
      computedAmount: 10_000,
      computedFee: 320,
      computedNetAmount: 9_680,
    });
    const after = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.recurringGivingId, gift.id))
      .orderBy(asc(contributions.id));
    expect(after).toEqual(past);
    expect(await activityTypes(id)).toContain('recurring_updated');
  });

  it('splits amounts over funds and changes frequency, next date and memo', async () => {
    const id = donor.recurringIds[1]!;
    const orgFunds = await fundsOf(testApp.app, donor.organizationId);
    const [first, second] = orgFunds;
    const next = addDays(today, 3);
    const response = await donor.browser.graphql(
      UPDATE,
      await updateVariables(id, {
        type: 'weekly',
        next,
        memo: '  For the roof  ',
        amounts: [
          { fundAccountPrefixedId: first!.prefixedId, amount: 3_000 },
          { fundAccountPrefixedId: second!.prefixedId, amount: 2_000 },
        ],
      }),
    );
    const gift = response.json().data.updateRecurringGiving;
    expect(gift).toMatchObject({
      schedule: { type: 'weekly' },
      nextOccurrence: next,
      memo: 'For the roof',
      computedAmount: 5_000,
    });
    const pivots = gift.fundAccounts.map(
      (fund: { pivot: { amount: number; netAmount: number } }) => fund.pivot,
    );
    expect(pivots.map((pivot: { amount: number }) => pivot.amount).sort()).toEqual([2_000, 3_000]);
    expect(pivots.reduce((sum: number, pivot: { netAmount: number }) => sum + pivot.netAmount, 0)).toBe(
      gift.computedNetAmount,
    );
  });

  it.each([
    ['en', { amounts: [] }, { amountsByFundAccount: ['Amount cannot be blank'] }],
    ['es', { amounts: [] }, { amountsByFundAccount: ['El monto no puede estar vacío'] }],
    ['en', { last4: '1111' }, { stripeCardLastFour: ['The card details do not match the selected card.'] }],
    [
      'es',
      { exp: '01/2031' },
      { stripeCardExpiration: ['Los datos de la tarjeta no coinciden con la tarjeta seleccionada.'] },
    ],
    ['en', { pm: 'pm_unknown' }, { stripePaymentMethodId: ['Choose one of your saved cards.'] }],
    ['en', { next: '2001-01-01' }, { nextOccurrence: ['The date cannot be in the past.'] }],
    ['es', { next: '2099-01-01' }, { nextOccurrence: ['Elija una fecha dentro de un año a partir de hoy.'] }],
  ])('refuses invalid input (%s %j) and changes nothing', async (locale, overrides, validation) => {
    const id = donor.recurringIds[0]!;
    const before = await snapshotDonorData(testApp.app);
    const response = await donor.browser.graphql(UPDATE, await updateVariables(id, overrides), {
      'x-locale': locale,
    });
    expect(firstError(response.json()).extensions).toEqual({ category: 'validation', validation });
    expect(await snapshotDonorData(testApp.app)).toBe(before);
  });

  it('refuses amounts outside the organization limits, disabled funds and funds of another church', async () => {
    const id = donor.recurringIds[0]!;
    const db = testApp.app.db;
    const low = await donor.browser.graphql(
      UPDATE,
      await updateVariables(id, {
        amounts: [
          {
            fundAccountPrefixedId: (await fundsOf(testApp.app, donor.organizationId))[0]!.prefixedId,
            amount: 1,
          },
        ],
      }),
    );
    expect(firstError(low.json()).message).toMatch(/^The amount cannot be lower than \$/);

    const [disabled] = await db
      .insert(funds)
      .values({
        prefixedId: `fund_disabled${Date.now()}`,
        organizationId: donor.organizationId,
        name: 'Closed',
        isEnabled: false,
      })
      .returning();
    const [hope] = await db.select().from(organizations).where(eq(organizations.subdomain, 'hope'));
    const [hopeFund] = await fundsOf(testApp.app, hope!.id);
    const before = await snapshotDonorData(testApp.app);
    const response = await donor.browser.graphql(
      UPDATE,
      await updateVariables(id, {
        amounts: [
          { fundAccountPrefixedId: disabled!.prefixedId, amount: 5_000 },
          { fundAccountPrefixedId: hopeFund!.prefixedId, amount: 5_000 },
        ],
      }),
      { 'x-locale': 'es' },
    );
    expect(firstError(response.json()).extensions?.validation).toEqual({
      'amountsByFundAccount.0.fundAccountPrefixedId': [
        'El fondo seleccionado está deshabilitado actualmente.',
      ],
      'amountsByFundAccount.1.fundAccountPrefixedId': [
        'El fondo seleccionado está deshabilitado actualmente.',
      ],
    });
    expect(await snapshotDonorData(testApp.app)).toBe(before);
  });
});

describe('deleteRecurringGiving', () => {
  it('marks the gift deleted: no next date, not listed, not changeable', async () => {
    const id = donor.recurringIds[1]!;
    const response = await donor.browser.graphql(DELETE, { id, org: donor.organizationPrefixedId });
    expect(response.json()).toEqual({ data: { deleteRecurringGiving: true } });
    const row = await giftRow(id);
    expect(row).toMatchObject({ status: 'deleted', nextOccurrence: null });
    const list = await donor.browser.graphql(LIST, { org: donor.organizationPrefixedId });
    expect(
      list.json().data.donorRecurringGivings.items.map((item: { prefixedId: string }) => item.prefixedId),
    ).not.toContain(id);
    const again = await donor.browser.graphql(PAUSE, { id, org: donor.organizationPrefixedId });
    expect(firstError(again.json()).extensions?.code).toBe('NOT_FOUND');
    expect(await activityTypes(id)).toContain('recurring_deleted');
  });
});

describe('other donors and organizations', () => {
  it("every operation on another donor's gift, or through another organization's id, is not found and changes nothing", async () => {
    const sameChurch = await registerDonorWithGiving(testApp, 'demo', `same-${Date.now()}@example.com`);
    const otherChurch = await registerDonorWithGiving(testApp, 'hope', `hope-${Date.now()}@example.com`);
    const before = await snapshotDonorData(testApp.app);
    for (const target of [sameChurch, otherChurch]) {
      const id = target.recurringIds[0]!;
      for (const org of [donor.organizationPrefixedId, target.organizationPrefixedId]) {
        for (const [query, variables] of [
          [PAUSE, { id, org }],
          [RESUME, { id, org, startDate: today }],
          [DELETE, { id, org }],
          [UPDATE, { ...(await updateVariables(id)), org }],
        ] as const) {
          const response = await donor.browser.graphql(query, variables);
          expect(firstError(response.json()).extensions).toEqual({
            category: 'not_found',
            code: 'NOT_FOUND',
          });
        }
      }
      const list = await donor.browser.graphql(LIST, { org: donor.organizationPrefixedId });
      expect(JSON.stringify(list.json())).not.toContain(id);
    }
    const foreignList = await donor.browser.graphql(LIST, { org: otherChurch.organizationPrefixedId });
    expect(firstError(foreignList.json()).extensions?.code).toBe('NOT_FOUND');
    expect(await snapshotDonorData(testApp.app)).toBe(before);
    // The other donors still see their own.
    const own = await sameChurch.browser.graphql(LIST, { org: sameChurch.organizationPrefixedId });
    expect(own.json().data.donorRecurringGivings.totalResults).toBe(2);
    const hopeOwn = await otherChurch.browser.graphql(LIST, { org: otherChurch.organizationPrefixedId });
    expect(hopeOwn.json().data.donorRecurringGivings.totalResults).toBe(2);
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
