// The donor edits a recurring gift in the portal: fee coverage, funds and amounts, frequency, next
// date and memo, and what is refused (docs/PRODUCT.md §3, §4); against the real app on PGlite or PostgreSQL.
import { type CalendarDate } from '@halo/domain';
import { asc, eq } from 'drizzle-orm';
import { contributions, funds, organizations } from '../src/db/schema';
import type { TestApp } from './helper';
import { firstError, fundsOf, snapshotDonorData, type PortalDonor } from './portalFixtures';
import { UPDATE, addDays, openPortalRecurringWorld } from './portalRecurringWorld';

// The API tests share a busy machine with other suites.
jest.setTimeout(20_000);

const world = openPortalRecurringWorld();
const { giftRow, activityTypes, updateVariables } = world;
let testApp: TestApp;
let donor: PortalDonor;
let today: CalendarDate;
beforeAll(() => {
  ({ testApp, donor, today } = world);
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
