// A saved bank account in the portal's Payment methods (docs/PRODUCT.md §22 "Saved bank accounts"):
// its nickname and whether it is the primary payment method change; nothing else does (a bank account
// has no expiry, cardholder or billing address). Listed and deleted with the cards (paymentMethods.ts).
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { translateValidation } from '@halo/domain';
import { paymentMethods } from '../db/schema';
import type { DonorPaymentMethod, UpdateBankAccountInput } from '../graphql/resolverTypes.generated';
import { FieldErrorCollector, notFoundError } from '../core/localizedRefusals';
import type { PortalScope } from '../core/recurringGifts/portalScope';
import { findOwnPaymentMethod, liveRecurringCounts, ownedBy, present } from './paymentMethods';

const nicknameField = v.pipe(v.string(), v.trim(), v.maxLength(255));

export async function updateBankAccount(
  scope: PortalScope,
  input: UpdateBankAccountInput,
): Promise<DonorPaymentMethod> {
  const errors = new FieldErrorCollector(scope.locale);
  let nickname: string | null | undefined;
  if (input.nickname !== undefined && input.nickname !== null) {
    const parsed = v.safeParse(nicknameField, input.nickname);
    if (parsed.success) nickname = parsed.output || null;
    else errors.add('nickname', translateValidation('validation.maxLength', { max: 255 }, scope.locale));
  }
  return scope.app.db.transaction(async (tx) => {
    const method = await findOwnPaymentMethod(tx, scope, input.processorId);
    // Not found before invalid, and a card is not a bank account: updatePaymentMethod changes it.
    if (!method || method.methodType !== 'bank') throw notFoundError(scope.locale);
    errors.throwIfAny();
    const primary = input.primary ?? method.isPrimary;
    // One primary payment method per donor (a partial unique index): unset the others first.
    if (primary && !method.isPrimary) {
      await tx
        .update(paymentMethods)
        .set({ isPrimary: false })
        .where(and(ownedBy(scope), ne(paymentMethods.id, method.id), eq(paymentMethods.isPrimary, true)));
    }
    const [updated] = await tx
      .update(paymentMethods)
      .set({ isPrimary: primary, ...(nickname === undefined ? {} : { nickname }) })
      .where(eq(paymentMethods.id, method.id))
      .returning();
    if (!updated) throw new Error('updateBankAccount: the locked row vanished');
    const counts = await liveRecurringCounts(tx, [updated.id]);
    return present(updated, counts.get(updated.id) ?? 0);
  });
}
