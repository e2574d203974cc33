// Our record of a card the processor holds for a donor: the one way a card becomes a row of
// `payment_methods`, whether a donor saved it while giving or a manage link attached it to one
// recurring gift. A card is the processor's id in its mode; recording it again (a repeated request,
// two instances at once) finds the row the first recording wrote and changes nothing.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { paymentMethods, type PaymentMethodRow, type ProcessorCustomerRow } from '../../db/schema';
import type { CardDetails } from '../../payments/paymentProcessor';

type CardOwner = Pick<ProcessorCustomerRow, 'id' | 'organizationId' | 'userId' | 'processorMode'>;

export interface CardToRecord {
  processorId: string;
  card: CardDetails;
  cardholderName?: string | null;
  /** The donor's primary card (the portal's first card is). */
  isPrimary: boolean;
  /** A card entered on a manage link belongs to that one recurring gift, not to Payment methods. */
  onlyForRecurringGivingId?: number;
}

/** Records the card once and returns its row (the existing one when it was recorded before). */
export async function recordCard(
  db: Database,
  owner: CardOwner,
  entry: CardToRecord,
): Promise<PaymentMethodRow> {
  const { card } = entry;
  await db
    .insert(paymentMethods)
    .values({
      prefixedId: newPrefixedId('pmt'),
      organizationId: owner.organizationId,
      userId: owner.userId,
      processorCustomerId: owner.id,
      processorMode: owner.processorMode,
      processorId: entry.processorId,
      brand: card.brand,
      lastFour: card.lastFour,
      expMonth: card.expMonth,
      expYear: card.expYear,
      cardholderName: entry.cardholderName ?? null,
      isPrimary: entry.isPrimary,
      onlyForRecurringGivingId: entry.onlyForRecurringGivingId ?? null,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.processorMode, owner.processorMode),
        eq(paymentMethods.processorId, entry.processorId),
      ),
    );
  if (!row) throw new Error('recordCard: the card vanished after it was recorded');
  return row;
}
