// Another donor's recurring gift, or one reached through another church's id, is not found to the
// portal's operations and nothing changes; against the real app on PGlite or PostgreSQL.
import { type CalendarDate } from '@halo/domain';
import type { TestApp } from './helper';
import { firstError, registerDonorWithGiving, snapshotDonorData, type PortalDonor } from './portalFixtures';
import { LIST, PAUSE, RESUME, UPDATE, DELETE, openPortalRecurringWorld } from './portalRecurringWorld';

// The API tests share a busy machine with other suites.
jest.setTimeout(20_000);

const world = openPortalRecurringWorld();
const { updateVariables } = world;
let testApp: TestApp;
let donor: PortalDonor;
let today: CalendarDate;
beforeAll(() => {
  ({ testApp, donor, today } = world);
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
