// Giving in one reply when two processes meet (docs/PRODUCT.md §10 "Giving in one reply"): two YES
// at once on two instances of one database give once, and a claim a stopped or killed process left is
// finished once, by the next YES or by the periodic pass across two instances. The embedded
// database's own concurrency, so this file runs on PGlite too (packages/api/README.md, "Which tests
// run on PGlite"); the rest of giving in one reply is textGiving.test.ts.
import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import {
  organizations,
  paymentMethods,
  processorCustomers,
  sandboxCharges,
  textGiftPrompts,
} from '../src/db/schema';
import { startSecondInstance } from './secondInstance';
import { DEMO_NUMBER, DONOR_PHONE, TextGivingWorld } from './textGivingWorld';

jest.setTimeout(60_000);

const world = new TextGivingWorld();
beforeAll(async () => {
  await world.start();
  await world.verify(world.donor, DONOR_PHONE);
}, 120_000);
afterAll(() => world.close());

/** The gifts given for one prompt's YES. */
const giftsOf = async (prompt: { prefixedId: string }) =>
  (await world.textGifts()).filter((gift) => gift.idempotencyKey === `text:${prompt.prefixedId}`);

describe('giving in one reply across processes', () => {
  it('two YES at once on two instances give once', async () => {
    await world.clearDailyCap();
    const second = await startSecondInstance(world.testApp, { clock: world.clock });
    await second.listen({ host: '127.0.0.1', port: 0 });
    const secondPort = (second.server.address() as AddressInfo).port;
    try {
      await world.text(DONOR_PHONE, 'GIVE 11');
      const before = (await world.textGifts()).length;
      const answers = await Promise.all([
        world.text(DONOR_PHONE, 'YES'),
        world.text(DONOR_PHONE, 'YES', secondPort),
        world.text(DONOR_PHONE, 'YES'),
        world.text(DONOR_PHONE, 'YES', secondPort),
      ]);
      const thanks = answers.filter(([answer]) => answer?.startsWith('Thank you!'));
      expect(thanks).toHaveLength(1);
      const after = await world.textGifts();
      expect(after.length - before).toBe(1);
      expect(after[0]).toMatchObject({ chargedAmount: 1100 });
      const [prompt] = await world.testApp.app.db
        .select()
        .from(textGiftPrompts)
        .where(eq(textGiftPrompts.contributionId, after[0]!.id));
      expect(prompt!.status).toBe('given');
    } finally {
      await second.close();
    }
  });

  it('a claim a stopped process left is finished by the next YES: one charge, one gift', async () => {
    await world.clearDailyCap();
    await world.text(DONOR_PHONE, 'GIVE 17');
    const { db } = world.testApp.app;
    // The process claimed it and charged the card, then stopped before recording the gift.
    const prompt = await world.claimLeftBehind(DONOR_PHONE);
    const [card] = await db
      .select({ processorId: paymentMethods.processorId, customerId: processorCustomers.customerId })
      .from(paymentMethods)
      .innerJoin(processorCustomers, eq(processorCustomers.id, paymentMethods.processorCustomerId))
      .where(and(eq(paymentMethods.userId, world.donorUserId), eq(paymentMethods.isPrimary, true)));
    const key = `text-gift:${world.demoOrg.prefixedId}:${prompt.prefixedId}`;
    const [church] = await db.select().from(organizations).where(eq(organizations.id, world.demoOrg.id));
    await world.testApp.app.payments.forOrganization(church!).chargeOrAwaitAuthentication({
      customerId: card!.customerId,
      paymentMethodId: card!.processorId,
      amountCents: 1700,
      currency: 'usd',
      description: 'Gift by text',
      idempotencyKey: key,
      metadata: {},
    });
    // While the claim is fresh, a YES takes nothing over.
    expect((await world.text(DONOR_PHONE, 'YES'))[0]).toMatch(/^We already have your YES/);
    // Past its ten minutes too: it was confirmed in time.
    world.offsetMs += 11 * 60_000;
    expect(await world.text(DONOR_PHONE, 'YES')).toEqual([
      'Thank you! You gave $17.00 to General Fund with Visa ••4242. Your receipt is on its way by email.',
    ]);
    const charges = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
    expect(charges).toHaveLength(1);
    const gifts = await giftsOf(prompt);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]!.processorChargeId).toBe(charges[0]!.id);
  });

  it('the periodic pass finishes a claim a process killed before charging: once on two instances, and texts the answer', async () => {
    await world.clearDailyCap();
    await world.text(DONOR_PHONE, 'GIVE 23');
    const { db } = world.testApp.app;
    // YES claimed it, then the process was killed before charging: the donor heard nothing back.
    const prompt = await world.claimLeftBehind(DONOR_PHONE);
    const key = `text-gift:${world.demoOrg.prefixedId}:${prompt.prefixedId}`;
    // A claim still fresh may be a process still at work: the pass leaves it.
    expect(await world.testApp.app.stuckTextGifts.runOnce()).toEqual({ finished: 0, texted: 0 });

    world.offsetMs += 3 * 60_000;
    const second = await startSecondInstance(world.testApp, { clock: world.clock });
    try {
      const textedBefore = world.twilio.messages.length;
      const summaries = await Promise.all([
        world.testApp.app.stuckTextGifts.runOnce(),
        second.stuckTextGifts.runOnce(),
        world.testApp.app.stuckTextGifts.runOnce(),
        second.stuckTextGifts.runOnce(),
      ]);
      expect(summaries.reduce((sum, summary) => sum + summary.finished, 0)).toBe(1);
      const charges = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
      expect(charges).toHaveLength(1);
      const gifts = await giftsOf(prompt);
      expect(gifts).toEqual([
        expect.objectContaining({ chargedAmount: 2300, processorChargeId: charges[0]!.id }),
      ]);
      const [settled] = await db.select().from(textGiftPrompts).where(eq(textGiftPrompts.id, prompt.id));
      expect(settled).toMatchObject({ status: 'given', contributionId: gifts[0]!.id });
      expect(world.twilio.messages.slice(textedBefore)).toEqual([
        expect.objectContaining({
          to: DONOR_PHONE,
          from: DEMO_NUMBER,
          body: 'Thank you! You gave $23.00 to General Fund with Visa ••4242. Your receipt is on its way by email.',
        }),
      ]);
      // Nothing is left to finish, and a late YES gives nothing more.
      expect(await second.stuckTextGifts.runOnce()).toEqual({ finished: 0, texted: 0 });
      expect((await world.text(DONOR_PHONE, 'YES'))[0]).toMatch(/^We already have your YES/);
      expect(await giftsOf(prompt)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('the periodic pass gives a stuck claim of a phone opted out since, and texts it nothing', async () => {
    await world.clearDailyCap();
    await world.text(DONOR_PHONE, 'GIVE 29');
    const { db } = world.testApp.app;
    const prompt = await world.claimLeftBehind(DONOR_PHONE);
    await world.text(DONOR_PHONE, 'STOP');
    try {
      world.offsetMs += 3 * 60_000;
      const textedBefore = world.twilio.messages.length;
      expect(await world.testApp.app.stuckTextGifts.runOnce()).toEqual({ finished: 1, texted: 0 });
      expect(world.twilio.messages.slice(textedBefore)).toEqual([]);
      // The YES was given in time: the gift stands, with its receipt by email.
      const [settled] = await db.select().from(textGiftPrompts).where(eq(textGiftPrompts.id, prompt.id));
      expect(settled!.status).toBe('given');
      expect(await giftsOf(prompt)).toHaveLength(1);
    } finally {
      await world.text(DONOR_PHONE, 'START');
    }
  });
});
