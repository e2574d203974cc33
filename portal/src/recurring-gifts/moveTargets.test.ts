import { canMoveGiftsFrom, isCardExpired, moveTargetsFor } from './moveTargets';
import type { PaymentMethod } from '../payment-methods/paymentMethodForm';

const card = (processorId: string, expiration: string, recurringGivingsCount = 0): PaymentMethod => ({
  processorId,
  methodType: 'card',
  nickname: null,
  primary: false,
  brand: 'visa',
  lastFour: '4242',
  expiration,
  cardholderName: null,
  addressLine1: null,
  addressLine2: null,
  country: null,
  state: null,
  city: null,
  postalCode: null,
  recurringGivingsCount,
});

describe('isCardExpired', () => {
  it('keeps a card usable through the last day of its expiry month', () => {
    expect(isCardExpired('11/2026', '2026-11-30')).toBe(false);
    expect(isCardExpired('10/2026', '2026-11-01')).toBe(true);
    expect(isCardExpired('01/2027', '2026-12-31')).toBe(false);
    expect(isCardExpired('12/2025', '2026-01-01')).toBe(true);
  });
});

describe('moveTargetsFor', () => {
  it("offers the donor's other cards that have not expired", () => {
    const from = card('pm_from', '12/2030', 2);
    const methods = [from, card('pm_old', '01/2020'), card('pm_new', '05/2031')];
    expect(moveTargetsFor(from, methods, '2026-11-25').map((method) => method.processorId)).toEqual([
      'pm_new',
    ]);
    expect(canMoveGiftsFrom(from, methods, '2026-11-25')).toBe(true);
  });

  it('has nothing to offer without gifts on the card or without another usable card', () => {
    const unused = card('pm_unused', '12/2030', 0);
    expect(canMoveGiftsFrom(unused, [unused, card('pm_new', '05/2031')], '2026-11-25')).toBe(false);
    const used = card('pm_used', '12/2030', 1);
    expect(canMoveGiftsFrom(used, [used, card('pm_old', '01/2020')], '2026-11-25')).toBe(false);
  });
});
