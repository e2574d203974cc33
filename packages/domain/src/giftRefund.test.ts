import { refundableCents, refundRefusal, type RefundableGift } from './giftRefund';

const gift: RefundableGift = { amount: 5000, refundedAmount: 0, status: 'succeeded', offlineMethod: null };

describe('refundableCents', () => {
  it('is what is left of a succeeded card gift', () => {
    expect(refundableCents(gift)).toBe(5000);
    expect(refundableCents({ ...gift, refundedAmount: 1200 })).toBe(3800);
  });

  it('is nothing for a refunded, failed or offline gift', () => {
    expect(refundableCents({ ...gift, status: 'refunded', refundedAmount: 5000 })).toBe(0);
    expect(refundableCents({ ...gift, status: 'failed' })).toBe(0);
    expect(refundableCents({ ...gift, offlineMethod: 'cash' })).toBe(0);
  });
});

describe('refundRefusal', () => {
  it('allows the whole gift or any part of what is left', () => {
    expect(refundRefusal(gift, 5000)).toBeNull();
    expect(refundRefusal({ ...gift, refundedAmount: 4999 }, 1)).toBeNull();
  });

  it.each([
    [{ ...gift, offlineMethod: 'check' }, 100, 'offline'],
    [{ ...gift, status: 'refunded' as const, refundedAmount: 5000 }, 100, 'notRefundable'],
    [{ ...gift, status: 'failed' as const }, 100, 'notRefundable'],
    [gift, 0, 'amountInvalid'],
    [gift, -5, 'amountInvalid'],
    [gift, 10.5, 'amountInvalid'],
    [gift, 5001, 'amountTooHigh'],
    [{ ...gift, refundedAmount: 4000 }, 1001, 'amountTooHigh'],
  ])('refuses %o for %d cents: %s', (refundable, cents, refusal) => {
    expect(refundRefusal(refundable, cents)).toBe(refusal);
  });
});
