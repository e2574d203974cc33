import * as fc from 'fast-check';
import { addDays, getUTCDay } from '../deposits/depositCalendar';
import { addBusinessDays, bankSettlementDate, isBankDebitDue, isBusinessDay } from './bankSettlement';

const days = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('bank settlement', () => {
  it.each([
    ['2026-12-07', '2026-12-11'], // Monday → Friday
    ['2026-12-03', '2026-12-09'], // Thursday → Wednesday, over a weekend
    ['2026-12-04', '2026-12-10'], // Friday → Thursday
    ['2026-12-05', '2026-12-10'], // Saturday counts from Monday → Thursday
    ['2026-12-06', '2026-12-10'], // Sunday likewise
    ['2026-12-30', '2027-01-05'], // across a year end
  ])('a bank gift given on %s settles on %s', (given, settles) => {
    expect(bankSettlementDate(given)).toBe(settles);
  });

  it('always settles on a business day, 4 business days on and at most 8 calendar days later', () => {
    fc.assert(
      fc.property(days, (given) => {
        const settles = bankSettlementDate(given);
        expect(isBusinessDay(settles)).toBe(true);
        expect(settles > given).toBe(true);
        expect(settles <= addDays(given, 8)).toBe(true);
        let businessDays = 0;
        for (let day = addDays(given, 1); day <= settles; day = addDays(day, 1)) {
          if (isBusinessDay(day)) businessDays += 1;
        }
        expect(businessDays).toBe(4);
      }),
    );
  });

  it('adds business days one at a time: n + m is n then m', () => {
    fc.assert(
      fc.property(days, fc.nat(30), fc.nat(30), (day, n, m) => {
        expect(addBusinessDays(day, n + m)).toBe(addBusinessDays(addBusinessDays(day, n), m));
      }),
    );
  });

  it('knows weekends and refuses a negative count', () => {
    expect(isBusinessDay('2026-12-05')).toBe(false);
    expect(getUTCDay('2026-12-05')).toBe(6);
    expect(isBusinessDay('2026-12-07')).toBe(true);
    expect(addBusinessDays('2026-12-05', 0)).toBe('2026-12-05');
    expect(() => addBusinessDays('2026-12-05', -1)).toThrow(RangeError);
  });

  it('is due on its settlement day and after, not before', () => {
    expect(isBankDebitDue('2026-12-09', '2026-12-08')).toBe(false);
    expect(isBankDebitDue('2026-12-09', '2026-12-09')).toBe(true);
    expect(isBankDebitDue('2026-12-09', '2027-01-01')).toBe(true);
  });
});
