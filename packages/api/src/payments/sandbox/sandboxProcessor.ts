// The sandbox processor: the PaymentProcessor interface kept in our own database (docs/ARCHITECTURE.md §4),
// the embedded default and the test double. Ids look like Stripe's with an `_sbx_` infix so a
// sandbox id is never mistaken for a live one.
import { randomBytes } from 'node:crypto';
import { stripeFee } from '@halo/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  sandboxBankAccounts,
  sandboxCharges,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxRefunds,
} from '../../db/schema';
import {
  asDecline,
  type CardDetails,
  type ChargeInput,
  type ChargeOutcome,
  type DeclineCode,
  type PaymentMethodDomain,
  type PaymentProcessor,
} from '../paymentProcessor';
import { checkCard } from './sandboxCards';

const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export type TokenizeResult =
  | { status: 'attached'; paymentMethodId: string; card: CardDetails }
  | { status: 'declined'; code: DeclineCode };

export interface SandboxProcessor extends PaymentProcessor {
  readonly mode: 'sandbox';
  /**
   * The sandbox's stand-in for Stripe Elements + SetupIntent confirmation: the browser posts the
   * card fields, we keep brand, last four and expiry, and attach the card to the customer.
   * `digits` must already be normalized (sandboxCards.normalizeCardNumber). `addedByToken`: the
   * giving token it comes through (see PaymentProcessor.createSetupIntent), kept with the card.
   */
  tokenizeCard(input: {
    customerId: string;
    digits: string;
    expMonth: number;
    expYear: number;
    addedByToken: string | null;
    /** The sandbox's test wallet gives Stripe's 4242 card, marked as the wallet's (docs/PRODUCT.md §23). */
    wallet?: 'test_wallet';
  }): Promise<TokenizeResult>;
  /**
   * The sandbox's stand-in for the bank's 3-D Secure page, clearly a test: the donor's "Complete
   * authentication" takes the waiting charge; "Fail authentication" leaves it waiting, as a
   * PaymentIntent stays payable after a failed challenge.
   */
  completeTestAuthentication(paymentIntentId: string, passed: boolean): Promise<void>;
}

const sandboxDomain = (id: string, enabled: boolean): PaymentMethodDomain => ({
  id,
  enabled,
  applePay: 'inactive',
  googlePay: 'inactive',
  applePayProblem: null,
});

/** The waiting charge's "client secret": the sandbox needs none, but the shape is Stripe's. */
const clientSecretOf = (chargeId: string) => `${chargeId}_secret_sandbox`;

type PaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
const cardOf = (row: PaymentMethodRow): CardDetails => ({
  brand: row.brand,
  lastFour: row.lastFour,
  expMonth: row.expMonth,
  expYear: row.expYear,
  wallet: row.wallet,
});

export function createSandboxProcessor(db: Database): SandboxProcessor {
  /** The charge as Stripe answers it; `known`, the card already read for it, is not read again. */
  async function resultOf(
    charge: typeof sandboxCharges.$inferSelect,
    known?: PaymentMethodRow,
  ): Promise<ChargeOutcome> {
    if (charge.status === 'failed') {
      return { status: 'failed', code: (charge.failureCode as DeclineCode | null) ?? 'processing_error' };
    }
    if (charge.status === 'requires_action') {
      return {
        status: 'requires_action',
        paymentIntentId: charge.id,
        clientSecret: clientSecretOf(charge.id),
      };
    }
    const [method] =
      known?.id === charge.paymentMethodId
        ? [known]
        : await db
            .select()
            .from(sandboxPaymentMethods)
            .where(eq(sandboxPaymentMethods.id, charge.paymentMethodId));
    const card = method ? cardOf(method) : { brand: 'unknown', lastFour: '0000', expMonth: 1, expYear: 1970 };
    // What Stripe would keep of the charge: its US card price (docs/PRODUCT.md §22).
    return {
      status: 'succeeded',
      chargeId: charge.id,
      card,
      feeCents: stripeFee('card', charge.amountCents),
    };
  }

  async function chargeOrWait(input: ChargeInput): Promise<ChargeOutcome> {
    const [method] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
    // Like Stripe: a card that is not the customer's cannot be charged off-session.
    const usable = method && method.customerId === input.customerId;
    const failureCode: DeclineCode | null = !usable
      ? 'processing_error'
      : method.chargeOutcome === 'card_declined'
        ? 'card_declined'
        : null;
    // Stripe's 4000002760003184: the bank asks for authentication on every payment.
    const waits = !failureCode && method?.chargeOutcome === 'authentication_required';
    // One charge per idempotency key: the insert is the claim, a repeat reads the first charge.
    const [made] = await db
      .insert(sandboxCharges)
      .values({
        id: sandboxId('ch'),
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId,
        paymentMethodId: input.paymentMethodId,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: input.metadata,
        status: failureCode ? 'failed' : waits ? 'requires_action' : 'succeeded',
        failureCode,
      })
      .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
      .returning();
    const [charge] = made
      ? [made]
      : await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
    if (!charge) throw new Error('sandbox: charge vanished after insert');
    return resultOf(charge, method);
  }

  return {
    mode: 'sandbox',

    async createCustomer({ email, name, organizationPrefixedId, idempotencyKey }) {
      await db
        .insert(sandboxCustomers)
        .values({ id: sandboxId('cus'), organizationPrefixedId, email, name, idempotencyKey })
        .onConflictDoNothing({ target: sandboxCustomers.idempotencyKey });
      const [row] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.idempotencyKey, idempotencyKey));
      if (!row) throw new Error('sandbox: customer vanished after insert');
      return { customerId: row.id };
    },

    async createSetupIntent() {
      // Nothing to remember: the sandbox tokenizer attaches cards directly, and records the token
      // it is given there (tokenizeCard). The shape matches Stripe's, whose secret tells nothing of
      // the customer either (a manage link's holder gets it and must learn no id of the donor).
      const setupIntentId = sandboxId('seti');
      return {
        setupIntentId,
        clientSecret: `${setupIntentId}_secret_${randomBytes(11).toString('hex')}`,
      };
    },

    async tokenizeCard({ customerId, digits, expMonth, expYear, addedByToken, wallet }) {
      const checked = checkCard(digits);
      if (!checked.ok) return { status: 'declined', code: checked.code };
      const [row] = await db
        .insert(sandboxPaymentMethods)
        .values({
          id: sandboxId('pm'),
          customerId,
          brand: checked.brand,
          lastFour: checked.lastFour,
          expMonth,
          expYear,
          chargeOutcome: checked.chargeOutcome,
          addedByToken,
          wallet: wallet ?? null,
        })
        .returning();
      if (!row) throw new Error('sandbox: payment method insert returned nothing');
      return { status: 'attached', paymentMethodId: row.id, card: cardOf(row) };
    },

    async listPaymentMethods(customerId) {
      const rows = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(
          and(
            eq(sandboxPaymentMethods.customerId, customerId),
            isNotNull(sandboxPaymentMethods.customerId),
            // A wallet's card pays its one gift; it is never among the donor's saved cards.
            isNull(sandboxPaymentMethods.wallet),
          ),
        )
        .orderBy(sandboxPaymentMethods.createdAt);
      return rows.map((row) => ({ paymentMethodId: row.id, card: cardOf(row) }));
    },

    async getPaymentMethod(paymentMethodId) {
      const [row] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
      return row ? { paymentMethodId: row.id, customerId: row.customerId, card: cardOf(row) } : null;
    },

    async tokenThatAdded(customerId, paymentMethodId) {
      const [row] = await db
        .select({ addedByToken: sandboxPaymentMethods.addedByToken })
        .from(sandboxPaymentMethods)
        .where(
          and(
            eq(sandboxPaymentMethods.id, paymentMethodId),
            eq(sandboxPaymentMethods.customerId, customerId),
          ),
        );
      return row?.addedByToken ?? null;
    },

    async detachPaymentMethod(paymentMethodId) {
      await db
        .update(sandboxPaymentMethods)
        .set({ customerId: null })
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
      // A saved bank account (docs/PRODUCT.md §22) is detached the same way.
      await db
        .update(sandboxBankAccounts)
        .set({ customerId: null })
        .where(eq(sandboxBankAccounts.id, paymentMethodId));
    },

    // The sandbox keeps no billing details: the expiry is what its charges would check.
    async updatePaymentMethod(paymentMethodId, { expMonth, expYear }) {
      await db
        .update(sandboxPaymentMethods)
        .set({ expMonth, expYear })
        .where(eq(sandboxPaymentMethods.id, paymentMethodId));
    },

    async charge(input) {
      return asDecline(await chargeOrWait(input));
    },

    async chargeOrAwaitAuthentication(input) {
      return chargeOrWait(input);
    },

    async prepareAuthentication(paymentIntentId) {
      return { clientSecret: clientSecretOf(paymentIntentId) };
    },

    async chargeAfterAuthentication(paymentIntentId) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, paymentIntentId));
      if (!charge) throw new Error(`sandbox: no charge ${paymentIntentId}`);
      return resultOf(charge);
    },

    async completeTestAuthentication(paymentIntentId, passed) {
      if (!passed) return;
      await db
        .update(sandboxCharges)
        .set({ status: 'succeeded' })
        .where(and(eq(sandboxCharges.id, paymentIntentId), eq(sandboxCharges.status, 'requires_action')));
    },

    // Nothing to register: the sandbox's only wallet is its test button, shown on every website.
    async registerPaymentMethodDomain(domainName) {
      return sandboxDomain(`pmd_sbx_${domainName}`, true);
    },

    async setPaymentMethodDomainEnabled(domainId, enabled) {
      return sandboxDomain(domainId, enabled);
    },

    async validatePaymentMethodDomain(domainId) {
      return sandboxDomain(domainId, true);
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const [existing] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (existing) {
        const [refunded] = await db
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.id, existing.chargeId));
        return {
          refundId: existing.id,
          chargeRefundedCents: refunded?.refundedCents ?? existing.amountCents,
        };
      }
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
      if (!charge || charge.status !== 'succeeded')
        throw new Error(`sandbox: no succeeded charge ${chargeId}`);
      const amount = amountCents ?? charge.amountCents - charge.refundedCents;
      if (amount <= 0 || charge.refundedCents + amount > charge.amountCents) {
        throw new Error('sandbox: refund exceeds the charge');
      }
      const refundId = sandboxId('re');
      await db.transaction(async (tx) => {
        await tx
          .insert(sandboxRefunds)
          .values({ id: refundId, idempotencyKey, chargeId, amountCents: amount });
        await tx
          .update(sandboxCharges)
          .set({ refundedCents: sql`${sandboxCharges.refundedCents} + ${amount}` })
          .where(eq(sandboxCharges.id, chargeId));
      });
      return { refundId, chargeRefundedCents: charge.refundedCents + amount };
    },
  };
}
