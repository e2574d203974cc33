// Refunds from the console's gift detail against the real server on Stripe (the local double): on
// the church's connected account with one key per request, Stripe's refusals, and a church that has
// since disconnected Stripe. In the sandbox, adminRefundsSandbox.test.ts.
import { eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { chargeRefundedEvent } from '@halo/testkit/stripe/stripeEvents';
import { contributionFunds, contributions, funds, organizations, users } from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { DEMO_DONOR } from '../src/seed';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { key, refund } from './adminRefundFixtures';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import type { TestApp, TestBrowser } from './helper';
import { proveSecondFactor } from './secondFactorFixtures';

jest.setTimeout(60_000);

describe('on Stripe (the local double)', () => {
  const CONNECTED = 'acct_1GraceRefunds';
  const SECRET = 'whsec_test_refunds';
  let stripe: AppOnStripeDouble;
  let double: StripeDouble;
  let testApp: TestApp;
  let world: AdminWorld;
  let owner: TestBrowser;

  beforeAll(async () => {
    stripe = await startAppOnStripeDouble({
      webhookSecrets: [SECRET],
      connected: CONNECTED,
      chargesEnabled: true,
    });
    ({ testApp, double } = stripe);
    world = await buildAdminWorld(testApp);
    owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    // Refunds wait for the administrator's second factor, proven for this session.
    await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
  }, 120_000);
  afterAll(async () => {
    await stripe?.close();
  });

  /** A gift charged on the church's connected account through the Stripe processor. */
  async function stripeGift(amount: number) {
    const { db } = testApp.app;
    const [organization] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, world.demoOrg.id));
    const processor = testApp.app.payments.forOrganization(organization!);
    const { customerId } = await processor.createCustomer({
      email: DEMO_DONOR.email,
      name: 'Demo Donor',
      organizationPrefixedId: world.demoOrg.prefixedId,
      idempotencyKey: key(),
    });
    const paymentMethodId = double.addPaymentMethod({ customer: customerId, account: CONNECTED });
    const charged = await processor.charge({
      customerId,
      paymentMethodId,
      amountCents: amount,
      currency: 'USD',
      description: 'Gift to General Fund',
      idempotencyKey: key(),
      metadata: {},
    });
    if (charged.status !== 'succeeded') throw new Error('charge failed');
    const [donor] = await db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
    const [fund] = await db.select().from(funds).where(eq(funds.prefixedId, world.generalFundId));
    const [row] = await db
      .insert(contributions)
      .values({
        prefixedId: newPrefixedId('con'),
        organizationId: world.demoOrg.id,
        donorUserId: donor!.id,
        chargedAmount: amount,
        fee: 175,
        netAmount: amount - 175,
        currency: 'USD',
        status: 'succeeded',
        processorMode: 'stripe',
        processorChargeId: charged.chargeId,
        cardBrand: 'visa',
        cardLastFour: '4242',
        date: '2026-01-04',
      })
      .returning();
    await db
      .insert(contributionFunds)
      .values({ contributionId: row!.id, fundId: fund!.id, chargedAmount: amount, netAmount: amount - 175 });
    return row!;
  }

  const chargeRefunded = (chargeId: string, amountRefunded: number, amount: number) =>
    deliverStripeEvent(
      testApp,
      chargeRefundedEvent({ id: chargeId, amount, amountRefunded }, { account: CONNECTED }),
      { secret: SECRET },
    );

  it('refunds through Stripe on the church’s account with one key per request; Stripe’s webhook adds nothing', async () => {
    const gift = await stripeGift(5_000);
    const requestKey = key();
    const variables = { gift: gift.prefixedId, amount: 2_000, key: requestKey };
    const first = await refund(owner, world, variables);
    expect(first.errors).toBeUndefined();
    expect(first.data.refundGift).toMatchObject({ refundedAmount: 2_000, status: 'succeeded' });
    const [sent] = double.requestsTo('POST', '/v1/refunds');
    expect(sent).toMatchObject({
      stripeAccount: CONNECTED,
      idempotencyKey: `console-refund-${world.demoOrg.prefixedId}-${requestKey}`,
      params: { charge: gift.processorChargeId, amount: '2000', 'expand[0]': 'charge' },
    });

    // Stripe tells us of the same refund: the gift already says so.
    expect((await chargeRefunded(gift.processorChargeId!, 2_000, 5_000)).statusCode).toBe(200);
    const again = await refund(owner, world, variables);
    expect(again.data.refundGift.refundedAmount).toBe(2_000);
    expect(double.requestsTo('POST', '/v1/refunds').filter((request) => !request.replayed)).toHaveLength(1);

    // A refund made in Stripe's dashboard reaches the gift through the webhook.
    expect((await chargeRefunded(gift.processorChargeId!, 5_000, 5_000)).statusCode).toBe(200);
    const [row] = await testApp.app.db.select().from(contributions).where(eq(contributions.id, gift.id));
    expect(row).toMatchObject({ refundedAmount: 5_000, status: 'refunded' });
  });

  it('says what Stripe refused', async () => {
    const gift = await stripeGift(3_000);
    // Refunded on Stripe's dashboard already, before any webhook reached us.
    await testApp.app.payments
      .forOrganization(
        (await testApp.app.db.select().from(organizations).where(eq(organizations.id, world.demoOrg.id)))[0]!,
      )
      .refund({ chargeId: gift.processorChargeId!, idempotencyKey: key() });
    const refused = await refund(owner, world, { gift: gift.prefixedId, amount: 3_000, key: key() });
    expect(refused.errors?.[0]?.extensions.validation.amount[0]).toMatch(
      /^The payment processor refused the refund: Refund amount/,
    );
    const [row] = await testApp.app.db.select().from(contributions).where(eq(contributions.id, gift.id));
    expect(row).toMatchObject({ refundedAmount: 0, status: 'succeeded' });
  });

  it('refunds a gift after the church disconnected Stripe, through the account that charged it', async () => {
    const gift = await stripeGift(4_000);
    const disconnected = await owner.graphql(
      'mutation($org: ID!) { disconnectStripeAccount(organizationPrefixedId: $org) { connection } }',
      { org: world.demoOrg.prefixedId },
    );
    expect((disconnected.json() as Answer).data.disconnectStripeAccount.connection).toBe('notConnected');
    const [church] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, world.demoOrg.id));
    expect(church).toMatchObject({ stripeAccountId: null, stripeFormerAccountId: CONNECTED });

    const answer = await refund(owner, world, { gift: gift.prefixedId, amount: 1_000, key: key() });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.refundGift).toMatchObject({ refundedAmount: 1_000, status: 'succeeded' });
    expect(double.requestsTo('POST', '/v1/refunds').at(-1)).toMatchObject({
      stripeAccount: CONNECTED,
      params: { charge: gift.processorChargeId, amount: '1000' },
    });
  });

  it('says why in the admin’s language when no Stripe account can give the money back', async () => {
    await testApp.app.db
      .update(organizations)
      .set({ stripeAccountId: CONNECTED })
      .where(eq(organizations.id, world.demoOrg.id));
    const gift = await stripeGift(2_500);
    // The church took the platform's access away on Stripe: Stripe answers 403.
    double.failNext(1, 403);
    const revoked = await refund(owner, world, { gift: gift.prefixedId, amount: 500, key: key() });
    expect(revoked.errors?.[0]?.extensions.validation.amount).toEqual([
      'This gift was charged through a Stripe account Halo Give can no longer use. Refund it from the church’s Stripe dashboard, or connect that account again under Payments.',
    ]);

    // No account to go through at all (forgotten before the former one was kept).
    await testApp.app.db
      .update(organizations)
      .set({ stripeAccountId: null, stripeFormerAccountId: null })
      .where(eq(organizations.id, world.demoOrg.id));
    const before = double.requestsTo('POST', '/v1/refunds').length;
    const none = await refund(owner, world, { gift: gift.prefixedId, amount: 500, key: key() }, 'es');
    expect(none.errors?.[0]?.extensions.validation.amount).toEqual([
      'Esta donación se cobró con una cuenta de Stripe que Halo Give ya no puede usar. Reembólsala desde el panel de Stripe de la iglesia, o vuelve a conectar esa cuenta en Pagos.',
    ]);
    expect(double.requestsTo('POST', '/v1/refunds')).toHaveLength(before);
    const [row] = await testApp.app.db.select().from(contributions).where(eq(contributions.id, gift.id));
    expect(row).toMatchObject({ refundedAmount: 0, status: 'succeeded' });
  });
});
