// The world of the portal's recurring-gift tests (portalRecurring*.test.ts): the demo donor signed in
// with the two recurring gifts of the demo data and a saved card, today on the church's calendar, the
// portal's operations on a gift, and reads of what a change left in the database.
import { type CalendarDate, calendarDateInTimeZone } from '@halo/domain';
import { asc, eq } from 'drizzle-orm';
import { activityEvents, organizations, recurringGivings, type RecurringGivingRow } from '../src/db/schema';
import { startTestApp, type TestApp } from './helper';
import { fundsOf, signInDemoDonor, type PortalDonor } from './portalFixtures';

export const GIFT_FIELDS = /* GraphQL */ `
  prefixedId status schedule { type startDate } lastOccurrence nextOccurrence
  computedAmount computedNetAmount computedFee isFeeCovered memo lastChargeAttemptFailed
  donor { name email } organization { prefixedId name }
  fundAccounts { prefixedId name isDefault isOnlineGivingVisible pivot { amount netAmount } }
  paymentMethod { prefixedId processorId type lastFour expiration }
`;
export const LIST = `query List($org: ID!, $filters: RecurringGivingFilters) {
  donorRecurringGivings(organizationPrefixedId: $org, filters: $filters) { totalResults items { ${GIFT_FIELDS} } }
}`;
export const PAUSE = `mutation Pause($id: ID!, $org: ID!) { pauseRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { ${GIFT_FIELDS} } }`;
export const RESUME = `mutation Resume($id: ID!, $org: ID!, $startDate: String) {
  resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, startDate: $startDate) { ${GIFT_FIELDS} }
}`;
export const UPDATE = `mutation Update($id: ID!, $org: ID!, $pm: ID!, $last4: String!, $exp: String!, $type: Frequency!,
  $amounts: [FundAmountInput!]!, $next: String, $fee: Boolean, $memo: String) {
  updateRecurringGiving(prefixedId: $id, organizationPrefixedId: $org, stripePaymentMethodId: $pm,
    stripeCardLastFour: $last4, stripeCardExpiration: $exp, type: $type, amountsByFundAccount: $amounts,
    nextOccurrence: $next, isFeeCovered: $fee, memo: $memo) { ${GIFT_FIELDS} }
}`;
export const DELETE = `mutation Delete($id: ID!, $org: ID!) { deleteRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) }`;

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export interface PortalRecurringWorld {
  /** Set once the file's `beforeAll` has run (so are the donor and today). */
  testApp: TestApp;
  donor: PortalDonor;
  /** Today on the demo church's calendar. */
  today: CalendarDate;
  giftRow(prefixedId: string): Promise<RecurringGivingRow>;
  /** The activity types recorded for a gift, oldest first. */
  activityTypes(prefixedId: string): Promise<string[]>;
  /** UPDATE's variables for a monthly $100.00 to the General Fund on the donor's card, then `overrides`. */
  updateVariables(prefixedId: string, overrides?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** Starts the app and signs the demo donor in before the file's tests; closes it after them. */
export function openPortalRecurringWorld(): PortalRecurringWorld {
  const world = {
    async giftRow(prefixedId: string) {
      const [row] = await world.testApp.app.db
        .select()
        .from(recurringGivings)
        .where(eq(recurringGivings.prefixedId, prefixedId));
      return row!;
    },
    async activityTypes(prefixedId: string) {
      const gift = await world.giftRow(prefixedId);
      const rows = await world.testApp.app.db
        .select()
        .from(activityEvents)
        .where(eq(activityEvents.recurringGivingId, gift.id))
        .orderBy(asc(activityEvents.id));
      return rows.map((row) => row.type);
    },
    async updateVariables(prefixedId: string, overrides: Record<string, unknown> = {}) {
      const general = (await fundsOf(world.testApp.app, world.donor.organizationId)).find(
        (fund) => fund.name === 'General Fund',
      )!;
      return {
        id: prefixedId,
        org: world.donor.organizationPrefixedId,
        pm: world.donor.cardId,
        last4: '4242',
        exp: '12/2030',
        type: 'monthly',
        amounts: [{ fundAccountPrefixedId: general.prefixedId, amount: 10_000 }],
        ...overrides,
      };
    },
    // Its app, donor and day arrive before the file's tests, in beforeAll below.
  } as unknown as PortalRecurringWorld;

  beforeAll(async () => {
    world.testApp = await startTestApp();
    world.donor = await signInDemoDonor(world.testApp);
    const [organization] = await world.testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.subdomain, 'demo'));
    world.today = calendarDateInTimeZone(organization!.timeZone);
  }, 60_000);
  afterAll(async () => {
    await world.testApp?.close();
  });
  return world;
}
