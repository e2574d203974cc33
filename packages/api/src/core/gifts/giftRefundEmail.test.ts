import { giftRefundEmail, type GiftRefundDetails } from './giftRefundEmail';

const details: GiftRefundDetails = {
  to: 'ruth@example.com',
  locale: 'en',
  churchName: 'Grace <Community>',
  country: 'US',
  currency: 'USD',
  refundedCents: 1_250,
  giftCents: 5_000,
  giftDate: '2026-01-10',
  isWhole: false,
  reason: 'Given twice by mistake',
  cardBrand: 'visa',
  cardLastFour: '4242',
  receiptNumber: 'con_1',
};

describe('giftRefundEmail', () => {
  it('says how much of which gift comes back, to which card, and why', () => {
    const mail = giftRefundEmail(details);
    expect(mail.subject).toBe('Part of your gift to Grace <Community> was refunded');
    expect(mail.text).toContain(
      'Grace <Community> has refunded $12.50 of your gift of $50.00 made on January 10, 2026.',
    );
    expect(mail.text).toContain('Visa card ending in 4242');
    expect(mail.text).toContain('Reason given by the church: Given twice by mistake');
    expect(mail.html).toContain('Grace &lt;Community&gt;');
  });

  it('writes Spanish, and a whole refund without a reason', () => {
    const mail = giftRefundEmail({
      ...details,
      locale: 'es',
      isWhole: true,
      reason: null,
      refundedCents: 5_000,
    });
    expect(mail.subject).toBe('Se reembolsó su donación a Grace <Community>');
    expect(mail.text).toContain('le ha reembolsado');
    expect(mail.text).not.toContain('Motivo');
  });
});
