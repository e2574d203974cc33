// Which cards a card's recurring gifts may move to (docs/PRODUCT.md §2 Payment methods): the donor's other cards
// that have not expired. The server checks the same (moveRecurringGivings); this keeps expired cards
// out of the choice so the donor is never offered one it would refuse.
import type { PaymentMethod } from '../payment-methods/paymentMethodForm';

/** `MM/YYYY` is usable through the end of that month; `today` is `YYYY-MM-DD` on the church's calendar. */
export function isCardExpired(expiration: string, today: string): boolean {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(expiration.trim());
  if (!match) return false;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const cardMonth = Number(match[1]);
  const cardYear = Number(match[2]);
  return cardYear < year || (cardYear === year && cardMonth < month);
}

export function moveTargetsFor(
  from: PaymentMethod,
  methods: readonly PaymentMethod[],
  today: string,
): PaymentMethod[] {
  return methods.filter(
    (method) =>
      method.processorId !== from.processorId &&
      // A bank account has no expiry (docs/PRODUCT.md §22 "Saved bank accounts").
      (method.expiration === null || !isCardExpired(method.expiration, today)),
  );
}

/** The move action shows only on a card that recurring gifts use and that has somewhere to move them. */
export function canMoveGiftsFrom(
  from: PaymentMethod,
  methods: readonly PaymentMethod[],
  today: string,
): boolean {
  return from.recurringGivingsCount > 0 && moveTargetsFor(from, methods, today).length > 0;
}
