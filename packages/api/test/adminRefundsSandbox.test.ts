// Refunds from the console's gift detail against the real server in the sandbox (a seeded demo gift),
// whole or in part, never twice for one request, the donor emailed through the outbox, the gift and
// the church's totals updated and the refund logged. Who may refund is adminAccess.test.ts's
// (ADMIN_OPERATIONS); on Stripe, adminRefundsStripe.test.ts.
import { and, eq } from 'drizzle-orm';
import { adminActivity, contributionRefunds, contributions, sandboxRefunds } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { key, mailsTo, refund, TOTALS } from './adminRefundFixtures';
import { startTestApp, type TestBrowser, type TestApp } from './helper';
import { proveSecondFactor } from './secondFactorFixtures';

jest.setTimeout(60_000);

describe('in the sandbox', () => {
  let testApp: TestApp;
  let world: AdminWorld;
  let owner: TestBrowser;
  let gift: typeof contributions.$inferSelect;

  beforeAll(async () => {
    testApp = await startTestApp();
    world = await buildAdminWorld(testApp);
    owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    // Refunds wait for the administrator's second factor, proven for this session.
    await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
    [gift] = (await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.prefixedId, world.refundableGiftId))) as [typeof contributions.$inferSelect];
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('refunds part of a gift once per request, emails the donor, lowers the totals and logs it', async () => {
    const totalBefore = (await owner.graphql(TOTALS, { org: world.demoOrg.prefixedId })).json() as Answer;
    const requestKey = key();
    const variables = {
      gift: gift.prefixedId,
      amount: 1_000,
      reason: 'Given twice by mistake',
      key: requestKey,
    };
    const first = await refund(owner, world, variables);
    expect(first.errors).toBeUndefined();
    expect(first.data.refundGift).toEqual({
      prefixedId: gift.prefixedId,
      amount: gift.chargedAmount,
      refundedAmount: 1_000,
      status: 'succeeded',
    });
    // The same request again (a retry, a double click): nothing more is given back.
    const again = await refund(owner, world, variables);
    expect(again.data.refundGift.refundedAmount).toBe(1_000);
    const sandbox = await testApp.app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.chargeId, gift.processorChargeId!));
    expect(sandbox.map((row) => row.amountCents)).toEqual([1_000]);
    const recorded = await testApp.app.db
      .select()
      .from(contributionRefunds)
      .where(eq(contributionRefunds.contributionId, gift.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      amount: 1_000,
      reason: 'Given twice by mistake',
      actorLabel: DEMO_OWNER.email,
    });

    const mails = await mailsTo(testApp, DEMO_DONOR.email);
    const refunds = mails.filter((mail) => mail.subject.includes('refunded'));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.subject).toBe('Part of your gift to Grace Community Church was refunded');
    expect(refunds[0]!.text).toContain('$10.00');
    expect(refunds[0]!.text).toContain('Given twice by mistake');

    const totalAfter = (await owner.graphql(TOTALS, { org: world.demoOrg.prefixedId })).json() as Answer;
    expect(totalAfter.data.adminGifts.totalAmount).toBe(totalBefore.data.adminGifts.totalAmount - 1_000);

    const [logged] = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(
        and(eq(adminActivity.organizationId, world.demoOrg.id), eq(adminActivity.action, 'gift.refund')),
      );
    expect(logged).toMatchObject({ actorLabel: DEMO_OWNER.email });
    expect(logged!.details).toMatchObject({ gift: gift.prefixedId, amount: 1_000, refundedAmount: 1_000 });
  });

  it('refuses more than what is left, in the reader’s language, and refunds the rest', async () => {
    const left = gift.chargedAmount - 1_000;
    const tooMuch = await refund(owner, world, { gift: gift.prefixedId, amount: left + 1, key: key() }, 'es');
    expect(tooMuch.errors?.[0]?.extensions).toMatchObject({ category: 'validation' });
    expect(tooMuch.errors?.[0]?.extensions.validation.amount[0]).toMatch(/^Como máximo se pueden reembolsar/);
    const zero = await refund(owner, world, { gift: gift.prefixedId, amount: 0, key: key() });
    expect(zero.errors?.[0]?.extensions.validation.amount).toEqual([
      'Write the amount to refund, more than zero.',
    ]);

    const rest = await refund(owner, world, { gift: gift.prefixedId, amount: left, key: key() });
    expect(rest.data.refundGift).toMatchObject({ refundedAmount: gift.chargedAmount, status: 'refunded' });
    const [row] = await testApp.app.db.select().from(contributions).where(eq(contributions.id, gift.id));
    expect(row!.refundedAt).toEqual(expect.any(Date));
    const mails = await mailsTo(testApp, DEMO_DONOR.email);
    expect(mails.map((mail) => mail.subject)).toContain('Your gift to Grace Community Church was refunded');

    const done = await refund(owner, world, { gift: gift.prefixedId, amount: 1, key: key() });
    expect(done.errors?.[0]?.extensions.validation.amount).toEqual([
      'Only a succeeded card gift with something left to give back can be refunded.',
    ]);
  });

  it('refuses an offline gift, an unreadable request key and another church’s gift', async () => {
    const offline = (
      await owner.graphql(
        `mutation($org: ID!, $input: OfflineGiftInput!) { recordOfflineGift(organizationPrefixedId: $org, input: $input) { prefixedId } }`,
        {
          org: world.demoOrg.prefixedId,
          input: {
            donorPrefixedId: world.donorPrefixedId,
            method: 'check',
            fundPrefixedId: world.generalFundId,
            amount: 2_000,
            date: '2026-01-04',
          },
        },
      )
    ).json() as Answer;
    const check = await refund(owner, world, {
      gift: offline.data.recordOfflineGift.prefixedId,
      amount: 100,
      key: key(),
    });
    expect(check.errors?.[0]?.extensions.validation.amount).toEqual([
      'Cash and checks were not paid by card: give the money back by hand.',
    ]);
    const badKey = await refund(owner, world, { gift: world.refundableGiftId, amount: 1, key: 'x' });
    expect(badKey.errors?.[0]?.extensions.validation.requestKey).toHaveLength(1);

    const [hopeGift] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.organizationId, world.hopeOrg.id))
      .limit(1);
    if (hopeGift) {
      const other = await refund(owner, world, { gift: hopeGift.prefixedId, amount: 1, key: key() });
      expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
