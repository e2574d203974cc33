// Giving in one reply (docs/PRODUCT.md §10 "Giving in one reply", docs/CONTRACTS.md "Text-to-give"):
// an amount texted from the donor's verified phone is answered with a prompt, and YES gives it once,
// charged off-session to the donor's primary saved card in the sandbox, recorded with its receipt.
// Expiry, a repeated YES, the day's cap, a declined card, an unverified or lapsed phone. Two YES at
// once on two instances and claims a stopped process left are textGivingClaims.test.ts (on PGlite
// too); verifying the phone itself is phonesForTextGiving.test.ts. Other churches, guests and bad CSRF
// tokens for the three GraphQL operations are the authorization matrix's rows (textGivingMatrixRows.ts).
import { and, desc, eq } from 'drizzle-orm';
import {
  contributionFunds,
  donorPhones,
  funds,
  outboxMessages,
  paymentMethods,
  sandboxPaymentMethods,
} from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { signIn } from './adminFixtures';
import { createDonor } from './reportFixtures';
import { DONOR_PHONE, REMOVE, SECOND, TextGivingWorld } from './textGivingWorld';

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
