// The donor pauses, resumes and deletes a recurring gift in the portal (docs/PRODUCT.md §4 states and the next
// date), against the real app on PGlite or PostgreSQL.
import { type CalendarDate, oneYearAfter } from '@halo/domain';
import type { TestApp } from './helper';
import { firstError, snapshotDonorData, type PortalDonor } from './portalFixtures';
import { LIST, PAUSE, RESUME, DELETE, addDays, openPortalRecurringWorld } from './portalRecurringWorld';

// The API tests share a busy machine with other suites.
jest.setTimeout(20_000);

const world = openPortalRecurringWorld();
const { giftRow, activityTypes } = world;
let testApp: TestApp;
let donor: PortalDonor;
let today: CalendarDate;
beforeAll(() => {
  ({ testApp, donor, today } = world);
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
