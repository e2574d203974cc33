// A bank account a signed-in donor saved while giving (docs/PRODUCT.md §22 "Saved bank accounts"): a
// row of `payment_methods` of type bank, shown in the portal's Payment methods as "Bank ••6789" and
// chosen for recurring gifts like a card. It keeps the authorization the donor accepted when saving
// it (the words, their version, when and from which IP), which covers its later debits. The donor's
// first payment method becomes primary. Saving the same account again finds the row saved before (so
// on Stripe, the giving request and setup_intent.succeeded on any server save it once between them).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { newPrefixedId } from '../db/prefixedId';
import { paymentMethods, type PaymentMethodRow, type ProcessorCustomerRow } from '../db/schema';
import type { SandboxBankAccount } from '../payments/sandbox/sandboxBankDebits';

export interface SavedBankMandate {
  version: string;
  text: string;
  acceptedAt: Date;
  ip: string;
}

export async function saveBankAccount(
  tx: Database,
  owner: Pick<ProcessorCustomerRow, 'id' | 'organizationId' | 'userId' | 'processorMode'>,
  {
    account,
    mandate,
  }: {
    /** The sandbox's account, or the `us_bank_account` payment method Stripe verified. */
    account: Pick<SandboxBankAccount, 'paymentMethodId' | 'bankName' | 'lastFour' | 'accountType'>;
    mandate: SavedBankMandate;
  },
): Promise<PaymentMethodRow> {
  const [hasPrimary] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, owner.userId), eq(paymentMethods.isPrimary, true)));
  await tx
    .insert(paymentMethods)
    .values({
      prefixedId: newPrefixedId('pmt'),
      organizationId: owner.organizationId,
      userId: owner.userId,
      processorCustomerId: owner.id,
      processorMode: owner.processorMode,
      processorId: account.paymentMethodId,
      methodType: 'bank',
      brand: account.bankName,
      lastFour: account.lastFour,
      expMonth: null,
      expYear: null,
      bankAccountType: account.accountType,
      isPrimary: !hasPrimary,
      bankMandateVersion: mandate.version,
      bankMandateText: mandate.text,
      bankMandateAcceptedAt: mandate.acceptedAt,
      bankMandateIp: mandate.ip,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.processorMode, owner.processorMode),
        eq(paymentMethods.processorId, account.paymentMethodId),
      ),
    );
  if (!row) throw new Error('saveBankAccount: the account vanished after it was saved');
  return row;
}

/**
 * The donor's saved bank account with this sandbox id, or null: giving from it again needs no new
 * tick, as its saved authorization covers the gifts the donor sets up with it.
 */
export async function findSavedBankAccount(
  db: Database,
  owner: Pick<ProcessorCustomerRow, 'userId' | 'processorMode'>,
  processorId: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, owner.userId),
        eq(paymentMethods.processorMode, owner.processorMode),
        eq(paymentMethods.processorId, processorId),
        eq(paymentMethods.methodType, 'bank'),
      ),
    );
  return row ?? null;
}

/** The donor's saved bank accounts, the primary first, for the giving form's saved payment choices. */
export async function listSavedBankAccounts(
  db: Database,
  owner: Pick<ProcessorCustomerRow, 'userId' | 'processorMode'>,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, owner.userId),
        eq(paymentMethods.processorMode, owner.processorMode),
        eq(paymentMethods.methodType, 'bank'),
      ),
    )
    .orderBy(desc(paymentMethods.isPrimary), asc(paymentMethods.id));
}
