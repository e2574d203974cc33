// The dashboard's Send gift gives the donor's last gift again: DonorDashboardReport.lastGift is the
// latest succeeded gift's amount before the fee the donor covered, its fund and its schedule.
import { organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';
import { registeredDonorWithCard, startRecurringGift, TestClock, type RecurringDonor } from './recurringFlow';

const clock = new TestClock();
let testApp: TestApp;
beforeAll(async () => {
  clock.setDay('2027-03-10');
  testApp = await startTestApp({ clock: clock.read, config: { givingRateLimits: RELAXED_GIVING_LIMITS } });
});
afterAll(async () => {
  await testApp?.close();
});

const DASHBOARD = `query ($organizationPrefixedId: ID!) {
  DonorDashboardReport(organizationPrefixedId: $organizationPrefixedId) {
    totalGifts
    lastGift { amount fundPrefixedId frequency }
  }
}`;

async function lastGiftOf(donor: RecurringDonor) {
  const answer = await donor.client.browser.graphql(DASHBOARD, {
    organizationPrefixedId: donor.organizationPrefixedId,
  });
  expect(answer.json().errors).toBeUndefined();
  return answer.json().data.DonorDashboardReport.lastGift;
}

describe("the dashboard's last gift", () => {
  it('is null before the first gift, then the latest gift without the fee the donor covered', async () => {
    const donor = await registeredDonorWithCard(testApp);
    expect(await lastGiftOf(donor)).toBeNull();

    const demo = await organizationOf(testApp);
    const building = demo.onlineGiving.funds.find((fund) => fund.name !== 'General Fund')!;
    const given = await donor.client.give(donor, {
      payment_method_id: donor.paymentMethodId,
      amount: 4000,
      fund_prefixed_id: building.prefixedId,
      frequency: 'one_time',
      is_fee_covered: true,
    });
    expect(given.statusCode).toBe(201);
    expect(given.json().contribution.amount).toBeGreaterThan(4000);
    expect(await lastGiftOf(donor)).toEqual({
      amount: 4000,
      fundPrefixedId: building.prefixedId,
      frequency: null,
    });

    await startRecurringGift(testApp, donor, {
      frequency: 'quarterly',
      startDate: '2027-03-10',
      amount: 2500,
    });
    const general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!;
    expect(await lastGiftOf(donor)).toEqual({
      amount: 2500,
      fundPrefixedId: general.prefixedId,
      frequency: 'quarterly',
    });
  });

  it("is the signed-in donor's own, never another donor's", async () => {
    const giver = await registeredDonorWithCard(testApp);
    await startRecurringGift(testApp, giver, { frequency: 'monthly', startDate: '2027-03-10', amount: 9900 });
    const other = await registeredDonorWithCard(testApp);
    expect(await lastGiftOf(other)).toBeNull();
  });
});
