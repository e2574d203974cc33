import {
  CARD_EXPIRY_REMINDER_DAYS,
  cardExpiryReminderDate,
  cardGoodThrough,
  expiriesDueForReminder,
  isCardExpiryReminderDue,
} from './cardExpiryReminder';

describe('card expiry reminders', () => {
  it('reminds thirty days before the last day of the expiry month', () => {
    expect(CARD_EXPIRY_REMINDER_DAYS).toBe(30);
  });

  it.each([
    // expiry, good through, reminder day
    [12, 2026, '2026-12-31', '2026-12-01'],
    [1, 2027, '2027-01-31', '2027-01-01'],
    [2, 2027, '2027-02-28', '2027-01-29'],
    [2, 2028, '2028-02-29', '2028-01-30'],
    [3, 2027, '2027-03-31', '2027-03-01'],
    [4, 2027, '2027-04-30', '2027-03-31'],
    [5, 2027, '2027-05-31', '2027-05-01'],
  ])(
    'a card expiring %i/%i is good through %s and reminded on %s',
    (expMonth, expYear, through, reminder) => {
      expect(cardGoodThrough({ expMonth, expYear })).toBe(through);
      expect(cardExpiryReminderDate({ expMonth, expYear })).toBe(reminder);
    },
  );

  it.each([
    ['2026-11-30', false],
    ['2026-12-01', true],
    ['2026-12-15', true],
    ['2026-12-31', true],
    ['2027-01-01', false],
  ])('a card expiring 12/2026 is due on %s: %s', (today, due) => {
    expect(isCardExpiryReminderDue({ expMonth: 12, expYear: 2026 }, today)).toBe(due);
  });

  it.each([
    // today, the expiries due that day
    ['2026-11-30', [{ expMonth: 11, expYear: 2026 }]],
    ['2026-12-01', [{ expMonth: 12, expYear: 2026 }]],
    ['2026-12-31', [{ expMonth: 12, expYear: 2026 }]],
    ['2027-01-01', [{ expMonth: 1, expYear: 2027 }]],
    [
      '2027-01-29',
      [
        { expMonth: 1, expYear: 2027 },
        { expMonth: 2, expYear: 2027 },
      ],
    ],
    [
      '2027-03-31',
      [
        { expMonth: 3, expYear: 2027 },
        { expMonth: 4, expYear: 2027 },
      ],
    ],
  ])('on %s the cards due are those expiring %j', (today, expiries) => {
    expect(expiriesDueForReminder(today)).toEqual(expiries);
  });

  it('agrees with the one-card rule on every day of two years', () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const today = new Date(time).toISOString().slice(0, 10);
      const due = expiriesDueForReminder(today);
      for (let offset = -2; offset <= 3; offset += 1) {
        const day = new Date(time);
        const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset, 1));
        const card = { expMonth: first.getUTCMonth() + 1, expYear: first.getUTCFullYear() };
        expect(due.some((d) => d.expMonth === card.expMonth && d.expYear === card.expYear)).toBe(
          isCardExpiryReminderDue(card, today),
        );
      }
    }
  });

  it('refuses what is not an expiry', () => {
    expect(() => cardGoodThrough({ expMonth: 13, expYear: 2026 })).toThrow(RangeError);
    expect(() => isCardExpiryReminderDue({ expMonth: 1, expYear: 2027 }, '2027-02-30')).toThrow(RangeError);
  });
});
