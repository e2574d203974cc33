// A charge attempt a crashed worker left processing is re-run once it is stale, with the same
// idempotency key, charging once; on the real app with an injected clock.
import { chargeIdempotencyKey } from '../src/core/recurringGifts/chargeContexts';
import { claimDueOccurrences } from '../src/recurring/recurringClaims';
import type { TestApp } from './helper';
import {
  contributionsOfGift,
  processorChargesOfGift,
  registeredDonorWithCard,
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

describe('recovering from a crash', () => {
  it('re-runs an attempt left processing once it is stale, with the same key, charging once', async () => {
    clock.setDay('2028-02-01');
    const donor = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, donor, {
      frequency: 'monthly',
      startDate: '2028-02-02',
      amount: 3000,
    });
    ended.push(gift);
    clock.setDay('2028-02-02');
    const organization = (await testApp.app.organizations.findBySubdomain('demo'))!;
    // A run claims the occurrence, reaches the processor, and dies before recording the outcome.
    const claimed = await claimDueOccurrences({
      db: testApp.app.db,
      organization,
      today: '2028-02-02',
      now: clock.read(),
      batchSize: 50,
    });
    expect(claimed.chargeIds.length).toBeGreaterThanOrEqual(1);
    const sandbox = testApp.app.payments.sandbox;
    const first = await sandbox.charge({
      customerId: donor.customerId,
      paymentMethodId: donor.paymentMethodId,
      amountCents: 3000,
      currency: 'usd',
      description: 'crashed run',
      idempotencyKey: chargeIdempotencyKey(gift, '2028-02-02', 1),
      metadata: { recurring_giving_prefixed_id: gift },
    });

    // Other runs leave a fresh claim alone (its owner may still be working on it)…
    await testApp.app.recurringWorker.runOnce();
    expect(await contributionsOfGift(testApp, gift)).toEqual([]);
    // …and finish it once it is older than RECURRING_WORKER_STALE_MINUTES (15).
    clock.setDay('2028-02-02', '15:16:00Z');
    const summary = await testApp.app.recurringWorker.runOnce();
    expect(summary.recovered).toBeGreaterThanOrEqual(1);
    const rows = await contributionsOfGift(testApp, gift);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', occurrenceDate: '2028-02-02' });
    expect(first.status === 'succeeded' && rows[0]!.processorChargeId).toBe(
      first.status === 'succeeded' && first.chargeId,
    );
    expect(await processorChargesOfGift(testApp, gift)).toHaveLength(1);
  });
});
