// The donor's saved cards in the portal (docs/PRODUCT.md §2 Payment methods, §5 required fields, §8 message):
// list, update (nickname, primary, cardholder, expiry, billing address; the processor's copy of the
// card too) and delete.
import { formatCardExpiry, parseCardExpiry, stringField, translateValidation } from '@halo/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { paymentMethods, recurringGivings, type PaymentMethodRow } from '../db/schema';
import { PaymentMethodUpdateRefusedError, type PaymentProcessor } from '../payments/paymentProcessor';
import type { DonorPaymentMethod, UpdatePaymentMethodInput } from '../graphql/resolverTypes.generated';
import { FieldErrorCollector, notFoundError, paymentMethodInUseError } from '../core/localizedRefusals';
import type { PortalScope } from '../core/recurringGifts/portalScope';

/** Gift states that still charge (or will again): a card they use must not disappear. */
export const LIVE_RECURRING_STATUSES = ['active', 'paused'] as const;

export function present(row: PaymentMethodRow, recurringGivingsCount: number): DonorPaymentMethod {
  return {
    processorId: row.processorId,
    methodType: row.methodType,
    nickname: row.nickname,
    primary: row.isPrimary,
    brand: row.brand,
    lastFour: row.lastFour,
    // A bank account has no expiry (docs/PRODUCT.md §22 "Saved bank accounts").
    expiration:
      row.expMonth === null || row.expYear === null ? null : formatCardExpiry(row.expMonth, row.expYear),
    cardholderName: row.cardholderName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    country: row.country,
    state: row.state,
    city: row.city,
    postalCode: row.postalCode,
    recurringGivingsCount,
  };
}

/**
 * The donor's Payment methods. A card entered through a recurring gift's emailed link belongs to that
 * gift alone (`onlyForRecurringGivingId`) and is not one of them.
 */
export const ownedBy = (scope: PortalScope) =>
  and(
    eq(paymentMethods.organizationId, scope.organization.id),
    eq(paymentMethods.userId, scope.user.id),
    isNull(paymentMethods.onlyForRecurringGivingId),
  );

export async function liveRecurringCounts(db: Database, methodIds: number[]): Promise<Map<number, number>> {
  if (methodIds.length === 0) return new Map();
  const rows = await db
    .select({ id: recurringGivings.paymentMethodId, total: count() })
    .from(recurringGivings)
    .where(
      and(
        inArray(recurringGivings.paymentMethodId, methodIds),
        inArray(recurringGivings.status, [...LIVE_RECURRING_STATUSES]),
      ),
    )
    .groupBy(recurringGivings.paymentMethodId);
  return new Map(rows.map((row) => [row.id ?? 0, row.total]));
}

/** The donor's cards, primary first, then newest. */
export async function listPaymentMethods(scope: PortalScope): Promise<DonorPaymentMethod[]> {
  const { db } = scope.app;
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(ownedBy(scope))
    .orderBy(desc(paymentMethods.isPrimary), desc(paymentMethods.createdAt), asc(paymentMethods.id));
  const counts = await liveRecurringCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, counts.get(row.id) ?? 0));
}

/**
 * One of the donor's cards by the processor's id, locked for the rest of the transaction; with
 * `forGiftId`, that gift's own card (entered through its emailed link) counts too.
 */
export async function findOwnPaymentMethod(
  db: Database,
  scope: PortalScope,
  processorId: string,
  forGiftId?: number,
): Promise<PaymentMethodRow | null> {
  const owned =
    forGiftId === undefined
      ? ownedBy(scope)
      : and(
          eq(paymentMethods.organizationId, scope.organization.id),
          eq(paymentMethods.userId, scope.user.id),
          or(
            isNull(paymentMethods.onlyForRecurringGivingId),
            eq(paymentMethods.onlyForRecurringGivingId, forGiftId),
          ),
        );
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(owned, eq(paymentMethods.processorId, processorId)))
    .for('update');
  return row ?? null;
}

/** The processor that holds this card: the sandbox for sandbox cards, else the organization's. */
function processorFor(scope: PortalScope, method: PaymentMethodRow): PaymentProcessor {
  return method.processorMode === 'sandbox'
    ? scope.app.payments.sandbox
    : scope.app.payments.forOrganization(scope.organization);
}

const optionalText = v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(255, 'validation.maxLength')));
const blankToNull = (value: string | null | undefined) => (value ? value : null);

export async function updatePaymentMethod(
  scope: PortalScope,
  input: UpdatePaymentMethodInput,
): Promise<DonorPaymentMethod> {
  const errors = new FieldErrorCollector(scope.locale);
  const cardholder = v.safeParse(stringField(), input.cardholderName);
  if (!cardholder.success) errors.addIssues('cardholderName', cardholder.issues);
  const expiry = parseCardExpiry(input.expDate ?? '', scope.today);
  if (!expiry.ok) errors.addValidation('expDate', expiry.key);
  const optional = {
    nickname: input.nickname,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    country: input.country,
    state: input.state,
    city: input.city,
    postalCode: input.postalCode,
  };
  // Only the fields the call carries change; an empty string clears one.
  const cleaned: Partial<Record<keyof typeof optional, string | null>> = {};
  for (const [field, value] of Object.entries(optional) as [
    keyof typeof optional,
    string | null | undefined,
  ][]) {
    if (value === undefined) continue;
    const parsed = v.safeParse(optionalText, value);
    if (parsed.success) cleaned[field] = blankToNull(parsed.output);
    else errors.add(field, translateValidation('validation.maxLength', { max: 255 }, scope.locale));
  }

  const { app } = scope;
  const [current] = await app.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        ownedBy(scope),
        eq(paymentMethods.processorId, input.processorId),
        // A bank account has no card details to update: updateBankAccount changes it.
        eq(paymentMethods.methodType, 'card'),
      ),
    );
  // Not found before invalid: another donor's card id must not learn which fields were wrong.
  if (!current) throw notFoundError(scope.locale);
  errors.throwIfAny();
  if (!cardholder.success || !expiry.ok) throw new Error('unreachable: errors were thrown above');
  const billing = { ...current, ...cleaned };
  // The processor first, outside our transaction (the sandbox writes through its own connection,
  // which on PGlite would wait forever for an open one): if it refuses, nothing of ours changes.
  try {
    await processorFor(scope, current).updatePaymentMethod(current.processorId, {
      expMonth: expiry.month,
      expYear: expiry.year,
      billingDetails: {
        name: cardholder.output,
        address: {
          line1: billing.addressLine1,
          line2: billing.addressLine2,
          city: billing.city,
          state: billing.state,
          postalCode: billing.postalCode,
          country: billing.country,
        },
      },
    });
  } catch (error) {
    if (!(error instanceof PaymentMethodUpdateRefusedError)) throw error;
    if (error.field === 'expDate') errors.addPortal('expDate', 'cardExpiryRefused');
    else errors.addPortal('addressLine1', 'cardDetailsRefused');
    errors.throwIfAny();
  }

  return app.db.transaction(async (tx) => {
    const method = await findOwnPaymentMethod(tx, scope, input.processorId);
    if (!method) throw notFoundError(scope.locale);
    const primary = input.primary ?? method.isPrimary;
    // One primary card per donor (a partial unique index): unset the others first.
    if (primary && !method.isPrimary) {
      await tx
        .update(paymentMethods)
        .set({ isPrimary: false })
        .where(and(ownedBy(scope), ne(paymentMethods.id, method.id), eq(paymentMethods.isPrimary, true)));
    }
    const [updated] = await tx
      .update(paymentMethods)
      .set({
        cardholderName: cardholder.output,
        expMonth: expiry.month,
        expYear: expiry.year,
        isPrimary: primary,
        ...cleaned,
      })
      .where(eq(paymentMethods.id, method.id))
      .returning();
    if (!updated) throw new Error('updatePaymentMethod: the locked row vanished');
    const counts = await liveRecurringCounts(tx, [updated.id]);
    return present(updated, counts.get(updated.id) ?? 0);
  });
}

/**
 * Forgets the card and detaches it at the processor, unless an active or paused recurring gift uses
 * it (docs/PRODUCT.md §8). The check and the delete share one transaction with the row locked, so a gift cannot
 * start using the card halfway. The processor is called after the commit: the sandbox processor
 * writes through its own connection, which on PGlite would wait for this transaction forever.
 */
export async function deletePaymentMethod(scope: PortalScope, processorId: string): Promise<boolean> {
  const { app } = scope;
  const deleted = await app.db.transaction(async (tx) => {
    const method = await findOwnPaymentMethod(tx, scope, processorId);
    if (!method) throw notFoundError(scope.locale);
    const counts = await liveRecurringCounts(tx, [method.id]);
    if ((counts.get(method.id) ?? 0) > 0) throw paymentMethodInUseError(scope.locale);
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, method.id));
    return method;
  });
  try {
    await processorFor(scope, deleted).detachPaymentMethod(deleted.processorId);
  } catch (error) {
    // The processor still holds the card, so keep showing it: the donor can try again.
    const { id: _id, ...row } = deleted;
    await app.db.insert(paymentMethods).values(row);
    throw error;
  }
  return true;
}
