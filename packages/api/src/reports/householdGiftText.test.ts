import { householdGiftLine, householdGiftsText, type HouseholdGift } from './householdGiftText';

const gift = (overrides: Partial<HouseholdGift>): HouseholdGift => ({
  date: '2024-03-01',
  amount: 10_000,
  refundedAmount: 0,
  currency: 'USD',
  status: 'succeeded',
  fundAccountNames: ['General Fund'],
  giverName: 'Ana Ruiz',
  ...overrides,
});

describe('householdGiftLine', () => {
  it('writes the date, the giver, the amount and the funds', () => {
    expect(householdGiftLine(gift({}), 'en', 'en-US')).toBe(
      'March 1, 2024 · Ana Ruiz · $100.00 · General Fund',
    );
  });

  it('writes it in Spanish as the church’s country writes dates and money', () => {
    expect(
      householdGiftLine(
        gift({ giverName: 'Sofía Ruiz', fundAccountNames: ['Misiones', 'Templo'] }),
        'es',
        'es-US',
      ),
    ).toBe('1 de marzo de 2024 · Sofía Ruiz · $100.00 · Misiones, Templo');
  });

  it('says a gift that did not succeed, and what was given back of one that did', () => {
    expect(householdGiftLine(gift({ status: 'refunded', refundedAmount: 10_000 }), 'en', 'en-US')).toBe(
      'March 1, 2024 · Ana Ruiz · $100.00 · General Fund · Refunded',
    );
    expect(householdGiftLine(gift({ refundedAmount: 2_000 }), 'es', 'es-US')).toBe(
      '1 de marzo de 2024 · Ana Ruiz · $100.00 · General Fund · Reembolsado $20.00',
    );
    expect(householdGiftLine(gift({ status: 'failed' }), 'es', 'es-US')).toContain('· Fallida');
  });

  it('leaves out a giver it was not told of rather than writing an empty part', () => {
    expect(householdGiftLine(gift({ giverName: undefined }), 'en', 'en-US')).toBe(
      'March 1, 2024 · $100.00 · General Fund',
    );
  });
});

describe('householdGiftsText', () => {
  it('heads a line per gift, in the order given', () => {
    const text = householdGiftsText(
      [gift({ date: '2024-04-01', giverName: 'Luis Ruiz', amount: 5_000 }), gift({})],
      'en',
      'en-US',
    );
    expect(text).toBe(
      [
        'Each gift and who gave it',
        '- April 1, 2024 · Luis Ruiz · $50.00 · General Fund',
        '- March 1, 2024 · Ana Ruiz · $100.00 · General Fund',
      ].join('\n'),
    );
    expect(householdGiftsText([gift({})], 'es', 'es-US').split('\n')[0]).toBe(
      'Cada donación y quién la hizo',
    );
  });

  it('is empty when the statement lists no gift', () => {
    expect(householdGiftsText([], 'en', 'en-US')).toBe('');
  });
});
