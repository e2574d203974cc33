// The sandbox's bank accounts and debits (docs/PRODUCT.md §22), standing in for Stripe's
// us_bank_account payment method and its ACH Direct Debit payments. Stripe's published test accounts
// behave as Stripe treats them (https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment,
// "Test account numbers"): with routing 110000000, 000123456789 succeeds and 000111111113,
// 000111111116, 000222222227, 000333333335 fail with their ACH returns; the failure comes when the
// debit settles, not when the account is entered; 000555555559 succeeds and is then returned as a
// dispute (docs/PRODUCT.md §22 "Returned after success"). Only the last four digits are kept.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  bankAccountLastFour,
  STRIPE_TEST_DISPUTED_BANK_ACCOUNT,
  type BankAccountType,
  type BankDebitFailureCode,
} from '@halo/domain';
import type { Database } from '../../db/database';
import { sandboxBankAccounts, sandboxCharges } from '../../db/schema';

const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/** Stripe's test routing number; the bank it names in test mode. */
export const STRIPE_TEST_ROUTING_NUMBER = '110000000';
const STRIPE_TEST_BANK_NAME = 'STRIPE TEST BANK';

/** The sandbox's accounts need no micro-deposits, so none fails for want of them. */
type SandboxFailureCode = Exclude<BankDebitFailureCode, 'verification_failed'>;

/** Stripe's test accounts whose debits come back unpaid, and why. */
const FAILING_TEST_ACCOUNTS: Readonly<Record<string, SandboxFailureCode>> = {
  '000111111113': 'account_closed',
  '000111111116': 'no_account',
  '000222222227': 'insufficient_funds',
  '000333333335': 'debit_not_authorized',
};

/** `disputed`: the debit succeeds, then the donor's bank returns it as not authorized. */
export type SandboxDebitOutcome = 'succeed' | 'disputed' | SandboxFailureCode;

/**
 * How the debits of an account end: Stripe's failing test accounts fail, its dispute account succeeds
 * and is returned, every other account succeeds.
 */
export function debitOutcomeOf(routingNumber: string, accountNumber: string): SandboxDebitOutcome {
  if (routingNumber !== STRIPE_TEST_ROUTING_NUMBER) return 'succeed';
  if (accountNumber === STRIPE_TEST_DISPUTED_BANK_ACCOUNT) return 'disputed';
  return FAILING_TEST_ACCOUNTS[accountNumber] ?? 'succeed';
}

/** Stripe's test bank details (its routing number with any account): all a production sandbox takes. */
export function isStripeTestBankAccount(routingNumber: string): boolean {
  return routingNumber === STRIPE_TEST_ROUTING_NUMBER;
}

export interface SandboxBankAccount {
  paymentMethodId: string;
  customerId: string | null;
  bankName: string;
  lastFour: string;
  accountType: BankAccountType;
  addedByToken: string | null;
}

const accountOf = (row: typeof sandboxBankAccounts.$inferSelect): SandboxBankAccount => ({
  paymentMethodId: row.id,
  customerId: row.customerId,
  bankName: row.bankName,
  lastFour: row.lastFour,
  accountType: row.accountType,
  addedByToken: row.addedByToken,
});

/** Attaches a bank account to the customer, as confirming a SetupIntent with us_bank_account does. */
export async function attachSandboxBankAccount(
  db: Database,
  input: {
    customerId: string;
    routingNumber: string;
    accountNumber: string;
    accountHolderName: string;
    accountType: BankAccountType;
    addedByToken: string | null;
  },
): Promise<SandboxBankAccount> {
  const [row] = await db
    .insert(sandboxBankAccounts)
    .values({
      id: sandboxId('pm'),
      customerId: input.customerId,
      bankName: isStripeTestBankAccount(input.routingNumber) ? STRIPE_TEST_BANK_NAME : 'BANK',
      lastFour: bankAccountLastFour(input.accountNumber),
      accountHolderName: input.accountHolderName,
      accountType: input.accountType,
      debitOutcome: debitOutcomeOf(input.routingNumber, input.accountNumber),
      addedByToken: input.addedByToken,
    })
    .returning();
  if (!row) throw new Error('sandbox: bank account insert returned nothing');
  return accountOf(row);
}

export async function findSandboxBankAccount(
  db: Database,
  paymentMethodId: string,
): Promise<SandboxBankAccount | null> {
  const [row] = await db
    .select()
    .from(sandboxBankAccounts)
    .where(eq(sandboxBankAccounts.id, paymentMethodId));
  return row ? accountOf(row) : null;
}

/**
 * Starts a debit of the account: a charge that is `processing`, one per idempotency key (a repeat
 * reads the first), as a PaymentIntent with us_bank_account is after confirmation.
 */
export async function startSandboxBankDebit(
  db: Database,
  input: {
    customerId: string;
    paymentMethodId: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  },
): Promise<{ chargeId: string }> {
  await db
    .insert(sandboxCharges)
    .values({ id: sandboxId('py'), ...input, status: 'processing', failureCode: null })
    .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
  const [charge] = await db
    .select({ id: sandboxCharges.id })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
  if (!charge) throw new Error('sandbox: bank debit vanished after insert');
  return { chargeId: charge.id };
}

/** `returned`: the debit succeeded and the donor's bank then took it back (a dispute, lost at once). */
export type SettledDebit =
  { status: 'succeeded'; returned: boolean } | { status: 'failed'; code: BankDebitFailureCode };

/**
 * Settles a processing debit as its account says (once: a settled debit answers as it settled),
 * inside the caller's transaction, as Stripe's payment_intent.succeeded / payment_failed would.
 */
export async function settleSandboxBankDebit(tx: Database, chargeId: string): Promise<SettledDebit> {
  const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
  if (!charge) throw new Error(`sandbox: no bank debit ${chargeId}`);
  const [account] = await tx
    .select({ outcome: sandboxBankAccounts.debitOutcome })
    .from(sandboxBankAccounts)
    .where(eq(sandboxBankAccounts.id, charge.paymentMethodId));
  const outcome = account?.outcome ?? 'no_account';
  if (charge.status === 'succeeded') return { status: 'succeeded', returned: outcome === 'disputed' };
  if (charge.status === 'failed')
    return { status: 'failed', code: charge.failureCode as BankDebitFailureCode };
  const succeeds = outcome === 'succeed' || outcome === 'disputed';
  await tx
    .update(sandboxCharges)
    .set(succeeds ? { status: 'succeeded' } : { status: 'failed', failureCode: outcome })
    .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'processing')));
  return succeeds
    ? { status: 'succeeded', returned: outcome === 'disputed' }
    : { status: 'failed', code: outcome };
}
