// Giving in one reply (docs/PRODUCT.md §10 "Giving in one reply", docs/CONTRACTS.md "Text-to-give"):
// an amount texted from the donor's verified phone is answered with a prompt, and YES gives it once,
// charged off-session to the donor's primary saved card in the sandbox, recorded with its receipt.
// Expiry, repeated and concurrent YES (two instances on one database), a claim a killed process left
// (finished by the next YES, or by the periodic pass once across two instances), the day's cap, a
// declined card, an unverified or lapsed phone. This file runs on PGlite too for its concurrency;
// verifying the phone itself is phonesForTextGiving.test.ts. Other churches, guests and bad CSRF
// tokens for the three GraphQL operations are the authorization matrix's rows (textGivingMatrixRows.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import {
  contributionFunds,
  donorPhones,
  funds,
  organizations,
  outboxMessages,
  paymentMethods,
  processorCustomers,
  sandboxCharges,
  sandboxPaymentMethods,
  textGiftPrompts,
} from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { signIn } from './adminFixtures';
import { startSecondInstance } from './secondInstance';
import { createDonor } from './reportFixtures';
import { DEMO_NUMBER, DONOR_PHONE, REMOVE, SECOND, TextGivingWorld } from './textGivingWorld';

jest.setTimeout(60_000);

const world = new TextGivingWorld();
beforeAll(async () => {
  await world.start();
  await world.verify(world.donor, DONOR_PHONE);
}, 120_000);
afterAll(() => world.close());

describe('giving in one reply', () => {
  it('an amount from the verified phone is answered with the prompt; YES gives once, with a receipt', async () => {
    await world.clearDailyCap();
    expect(await world.text(DONOR_PHONE, 'GIVE 50')).toEqual([
      'Reply YES to give $50.00 to General Fund with Visa ••4242',
    ]);
    const live = jest.spyOn(world.testApp.app.broadcaster, 'toDonor');
    const given = await world.text(DONOR_PHONE, 'yes');
    expect(given).toEqual([
      'Thank you! You gave $50.00 to General Fund with Visa ••4242. Your receipt is on its way by email.',
    ]);
    const [gift] = await world.textGifts();
    expect(gift).toMatchObject({
      donorUserId: world.donorUserId,
      chargedAmount: 5000,
      status: 'succeeded',
      cardLastFour: '4242',
    });
    // The donor's open portal hears of it.
    expect(live.mock.calls.map(([, event, payload]) => [event, payload])).toEqual([
      [
        'contribution.succeeded',
        expect.objectContaining({
          contributionPrefixedId: gift!.prefixedId,
          amount: 5000,
          status: 'succeeded',
        }),
      ],
    ]);
    live.mockRestore();
    const [general] = await world.testApp.app.db
      .select()
      .from(funds)
      .where(and(eq(funds.organizationId, world.demoOrg.id), eq(funds.isDefault, true)));
    const shares = await world.testApp.app.db
      .select()
      .from(contributionFunds)
      .where(eq(contributionFunds.contributionId, gift!.id));
    expect(shares.map((share) => share.fundId)).toEqual([general!.id]);
    const [receipt] = await world.testApp.app.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(receipt!.message).toMatchObject({
      to: DEMO_DONOR.email,
      subject: 'Thank you for your gift to Grace Community Church',
    });

    // The same YES again gives nothing more.
    expect(await world.text(DONOR_PHONE, 'YES')).toEqual([
      'We already have your YES for $50.00 to General Fund: it is given once.',
    ]);
    expect(await world.textGifts()).toHaveLength(1);
  });

  it('50 missions names the fund; DAR 50 asks in Spanish and SÍ gives', async () => {
    expect(await world.text(DONOR_PHONE, '50 missions')).toEqual([
      'Reply YES to give $50.00 to Missions with Visa ••4242',
    ]);
    expect(await world.text(DONOR_PHONE, 'DAR 20')).toEqual([
      'Responde SÍ para dar $20.00 a General Fund con Visa ••4242',
    ]);
    // The later prompt replaced the earlier: SÍ gives $20.00, never the $50.00 to Missions.
    expect(await world.text(DONOR_PHONE, '¡Sí!')).toEqual([
      '¡Gracias! Diste $20.00 a General Fund con Visa ••4242. Tu recibo llegará por correo electrónico.',
    ]);
    expect((await world.textGifts())[0]).toMatchObject({ chargedAmount: 2000 });
  });

  it('the day’s cap: past it an amount is answered with the link', async () => {
    // Two gifts so far today; the third is the last.
    await world.text(DONOR_PHONE, 'GIVE 5');
    expect((await world.text(DONOR_PHONE, 'YES'))[0]).toMatch(/^Thank you!/);
    expect(await world.text(DONOR_PHONE, 'GIVE 5')).toEqual([
      'You have given by text as often as a day allows. Give on the page: http://demo.localhost:8080/?amount=5.00&fund=' +
        (await defaultFundPrefixedId()),
    ]);
    await world.clearDailyCap();
    expect((await world.text(DONOR_PHONE, 'GIVE 5'))[0]).toMatch(/^Reply YES/);
  });

  it('a prompt expires after 10 minutes', async () => {
    await world.clearDailyCap();
    await world.text(DONOR_PHONE, 'GIVE 7');
    world.offsetMs += 10 * 60_000 + 1000;
    expect(await world.text(DONOR_PHONE, 'YES')).toEqual([
      'That gift was not given: its 10 minutes ran out. Text the amount again to give.',
    ]);
    expect(await world.text(DONOR_PHONE, 'YES')).toEqual([
      'No gift is waiting for your reply. To give, text an amount, e.g. GIVE 50.',
    ]);
    expect((await world.textGifts()).some((gift) => gift.chargedAmount === 700)).toBe(false);
  });

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
    const [prompt] = await db
      .select()
      .from(textGiftPrompts)
      .where(eq(textGiftPrompts.phone, DONOR_PHONE))
      .orderBy(desc(textGiftPrompts.id))
      .limit(1);
    // The process claimed it and charged the card, then stopped before recording the gift.
    const [card] = await db
      .select({ processorId: paymentMethods.processorId, customerId: processorCustomers.customerId })
      .from(paymentMethods)
      .innerJoin(processorCustomers, eq(processorCustomers.id, paymentMethods.processorCustomerId))
      .where(and(eq(paymentMethods.userId, world.donorUserId), eq(paymentMethods.isPrimary, true)));
    const key = `text-gift:${world.demoOrg.prefixedId}:${prompt!.prefixedId}`;
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
    await db
      .update(textGiftPrompts)
      .set({ status: 'giving', updatedAt: world.clock() })
      .where(eq(textGiftPrompts.id, prompt!.id));
    // While the claim is fresh, a YES takes nothing over.
    expect((await world.text(DONOR_PHONE, 'YES'))[0]).toMatch(/^We already have your YES/);
    // Past its ten minutes too: it was confirmed in time.
    world.offsetMs += 11 * 60_000;
    expect(await world.text(DONOR_PHONE, 'YES')).toEqual([
      'Thank you! You gave $17.00 to General Fund with Visa ••4242. Your receipt is on its way by email.',
    ]);
    const charges = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
    expect(charges).toHaveLength(1);
    const gifts = (await world.textGifts()).filter(
      (gift) => gift.idempotencyKey === `text:${prompt!.prefixedId}`,
    );
    expect(gifts).toHaveLength(1);
    expect(gifts[0]!.processorChargeId).toBe(charges[0]!.id);
  });

  it('the periodic pass finishes a claim a process killed before charging: once on two instances, and texts the answer', async () => {
    await world.clearDailyCap();
    await world.text(DONOR_PHONE, 'GIVE 23');
    const { db } = world.testApp.app;
    const [prompt] = await db
      .select()
      .from(textGiftPrompts)
      .where(eq(textGiftPrompts.phone, DONOR_PHONE))
      .orderBy(desc(textGiftPrompts.id))
      .limit(1);
    // YES claimed it, then the process was killed before charging: the donor heard nothing back.
    await db
      .update(textGiftPrompts)
      .set({ status: 'giving', updatedAt: world.clock() })
      .where(eq(textGiftPrompts.id, prompt!.id));
    const key = `text-gift:${world.demoOrg.prefixedId}:${prompt!.prefixedId}`;
    const giftsOfPrompt = async () =>
      (await world.textGifts()).filter((gift) => gift.idempotencyKey === `text:${prompt!.prefixedId}`);
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
      const gifts = await giftsOfPrompt();
      expect(gifts).toEqual([
        expect.objectContaining({ chargedAmount: 2300, processorChargeId: charges[0]!.id }),
      ]);
      const [settled] = await db.select().from(textGiftPrompts).where(eq(textGiftPrompts.id, prompt!.id));
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
      expect(await giftsOfPrompt()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('the periodic pass gives a stuck claim of a phone opted out since, and texts it nothing', async () => {
    await world.clearDailyCap();
    await world.text(DONOR_PHONE, 'GIVE 29');
    const { db } = world.testApp.app;
    const [prompt] = await db
      .select()
      .from(textGiftPrompts)
      .where(eq(textGiftPrompts.phone, DONOR_PHONE))
      .orderBy(desc(textGiftPrompts.id))
      .limit(1);
    await db
      .update(textGiftPrompts)
      .set({ status: 'giving', updatedAt: world.clock() })
      .where(eq(textGiftPrompts.id, prompt!.id));
    await world.text(DONOR_PHONE, 'STOP');
    try {
      world.offsetMs += 3 * 60_000;
      const textedBefore = world.twilio.messages.length;
      expect(await world.testApp.app.stuckTextGifts.runOnce()).toEqual({ finished: 1, texted: 0 });
      expect(world.twilio.messages.slice(textedBefore)).toEqual([]);
      // The YES was given in time: the gift stands, with its receipt by email.
      const [settled] = await db.select().from(textGiftPrompts).where(eq(textGiftPrompts.id, prompt!.id));
      expect(settled!.status).toBe('given');
      expect(
        (await world.textGifts()).filter((gift) => gift.idempotencyKey === `text:${prompt!.prefixedId}`),
      ).toHaveLength(1);
    } finally {
      await world.text(DONOR_PHONE, 'START');
    }
  });

  it('a declined card is explained in words and nothing is recorded', async () => {
    await world.clearDailyCap();
    const [card] = await world.testApp.app.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, world.donorUserId), eq(paymentMethods.isPrimary, true)));
    const setOutcome = (chargeOutcome: 'succeed' | 'card_declined') =>
      world.testApp.app.db
        .update(sandboxPaymentMethods)
        .set({ chargeOutcome })
        .where(eq(sandboxPaymentMethods.id, card!.processorId));
    await setOutcome('card_declined');
    try {
      const before = (await world.textGifts()).length;
      await world.text(DONOR_PHONE, 'GIVE 13');
      expect(await world.text(DONOR_PHONE, 'YES')).toEqual([
        'Visa ••4242 was declined: Your card was declined. Nothing was given. Give on the page: http://demo.localhost:8080/?amount=13.00&fund=' +
          (await defaultFundPrefixedId()),
      ]);
      expect(await world.textGifts()).toHaveLength(before);
    } finally {
      await setOutcome('succeed');
    }
  });

  it('an unverified, lapsed or unknown phone gets the link; a verified donor without a saved card too', async () => {
    await world.clearDailyCap();
    expect(await world.text('+13125550199', 'GIVE 50')).toEqual([
      'Give $50.00 to Grace Community Church: http://demo.localhost:8080/?amount=50.00',
    ]);
    // Lapsed: thirteen months on.
    const saved = world.offsetMs;
    world.offsetMs += 396 * 24 * 60 * 60_000;
    expect((await world.text(DONOR_PHONE, 'GIVE 50'))[0]).toMatch(
      /^Give \$50\.00 to Grace Community Church: /,
    );
    expect(await world.text(DONOR_PHONE, 'YES')).toEqual([
      'No gift is waiting for your reply. To give, text an amount, e.g. GIVE 50.',
    ]);
    world.offsetMs = saved;

    const second = await createDonor(world.testApp, 'demo', SECOND);
    const browser = await signIn(world.testApp, SECOND, 'demo.localhost');
    await world.verify(browser, '+13125550177');
    expect((await world.text('+13125550177', 'GIVE 50'))[0]).toMatch(
      /^Give \$50\.00 to Grace Community Church: /,
    );
    await world.call(browser, REMOVE);
    const [gone] = await world.testApp.app.db
      .select()
      .from(donorPhones)
      .where(eq(donorPhones.userId, second.user.id));
    expect(gone).toBeUndefined();
  });
});

async function defaultFundPrefixedId(): Promise<string> {
  const [general] = await world.testApp.app.db
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, world.demoOrg.id), eq(funds.isDefault, true)));
  return general!.prefixedId;
}
