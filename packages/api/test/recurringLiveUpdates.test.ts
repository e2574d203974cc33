// What the recurring engine's charges tell the donor's open pages: contribution and recurring-gift
// events on the donor's live channel; on the real app with an injected clock.
import type { TestApp } from './helper';
import {
  contributionsOfGift,
  registeredDonorWithCard,
  runDaily,
  startRecurringGift,
  openRecurringEngineWorld,
} from './recurringFlow';

// Starting PGlite and simulating months of days takes seconds on a busy machine.
jest.setTimeout(60_000);

const world = openRecurringEngineWorld();
const { clock, ended } = world;
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
});

describe('live updates', () => {
  it('publishes contribution.succeeded / contribution.failed and recurring.changed on the donor’s channel', async () => {
    clock.setDay('2028-03-01');
    const good = await registeredDonorWithCard(testApp);
    const bad = await registeredDonorWithCard(testApp, '4000000000000341');
    const goodGift = await startRecurringGift(testApp, good, {
      frequency: 'monthly',
      startDate: '2028-03-02',
      amount: 1100,
    });
    const badGift = await startRecurringGift(testApp, bad, {
      frequency: 'monthly',
      startDate: '2028-03-02',
      amount: 1200,
    });
    ended.push(goodGift, badGift);
    const toDonor = jest.spyOn(testApp.app.broadcaster, 'toDonor');
    try {
      await runDaily(testApp, clock, '2028-03-02', '2028-03-02');
      const [succeeded] = await contributionsOfGift(testApp, goodGift);
      expect(toDonor).toHaveBeenCalledWith(good.donorPrefixedId, 'contribution.succeeded', {
        organizationPrefixedId: good.organizationPrefixedId,
        contributionPrefixedId: succeeded!.prefixedId,
        recurringGivingPrefixedId: goodGift,
        amount: 1100,
        status: 'succeeded',
        date: '2028-03-02',
        code: null,
        fundAccountNames: ['General Fund'],
      });
      expect(toDonor).toHaveBeenCalledWith(good.donorPrefixedId, 'recurring.changed', {
        organizationPrefixedId: good.organizationPrefixedId,
        recurringGivingPrefixedId: goodGift,
        change: 'charged',
        nextOccurrence: '2028-04-02',
      });
      expect(toDonor).toHaveBeenCalledWith(
        bad.donorPrefixedId,
        'contribution.failed',
        expect.objectContaining({
          recurringGivingPrefixedId: badGift,
          status: 'failed',
          code: 'card_declined',
        }),
      );
      expect(toDonor).toHaveBeenCalledWith(bad.donorPrefixedId, 'recurring.changed', {
        organizationPrefixedId: bad.organizationPrefixedId,
        recurringGivingPrefixedId: badGift,
        change: 'charge_failed',
        nextOccurrence: '2028-03-02',
      });
    } finally {
      toDonor.mockRestore();
    }
  });
});
