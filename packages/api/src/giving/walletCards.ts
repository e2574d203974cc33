// A recurring gift paid with a wallet (docs/PRODUCT.md §23): the card Apple Pay, Google Pay or the
// sandbox's test wallet handed over is kept for that gift's later charges, as the gift's own card
// (`onlyForRecurringGivingId`, as a card entered on a manage link is), so it never joins the donor's
// Payment methods nor the form's saved cards.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { paymentMethods, recurringGivings, type ProcessorCustomerRow } from '../db/schema';
import { recordCard } from '../core/gifts/recordCard';
import type { CardDetails } from '../payments/paymentProcessor';

/** Whether the wallet's card is already kept (by another gift): each wallet press hands a new one. */
export async function walletCardKept(
  db: Database,
  processorMode: ProcessorCustomerRow['processorMode'],
  processorId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.processorMode, processorMode), eq(paymentMethods.processorId, processorId)));
  return row !== undefined;
}

/** Records the wallet's card as the recurring gift's own and charges the gift with it; returns its row. */
export async function keepWalletCard(
  tx: Database,
  customer: ProcessorCustomerRow,
  recurringGivingId: number,
  method: { paymentMethodId: string; card: CardDetails },
): Promise<number> {
  const row = await recordCard(tx, customer, {
    processorId: method.paymentMethodId,
    card: method.card,
    isPrimary: false,
    onlyForRecurringGivingId: recurringGivingId,
  });
  await tx
    .update(recurringGivings)
    .set({ paymentMethodId: row.id })
    .where(eq(recurringGivings.id, recurringGivingId));
  return row.id;
}
