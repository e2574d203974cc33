import { recurringMoveReason } from './recurringMoveMessages';
import { missingScheduleColumns, parseScheduleRow, scheduleRowKeyBase } from './recurringMoveSchedule';

const line = {
  customer: 'cus_1',
  payment_method: 'pm_1',
  amount: '$1,250.00',
  interval: 'every 2 weeks',
  next_date: '2026-12-20',
  fund: 'Missions',
};

describe('parseScheduleRow', () => {
  it('reads a line of the schedule file', () => {
    expect(parseScheduleRow(line)).toEqual({
      ok: true,
      row: {
        customerId: 'cus_1',
        paymentMethodId: 'pm_1',
        amountCents: 125_000,
        frequency: 'every_other_week',
        nextDate: '2026-12-20',
        fund: 'Missions',
      },
    });
  });

  it('takes an empty fund as the default fund', () => {
    expect(parseScheduleRow({ ...line, fund: ' ' })).toMatchObject({ ok: true, row: { fund: null } });
  });

  it.each([
    [{ customer: '' }, 'customer', 'required'],
    [{ payment_method: undefined }, 'payment_method', 'required'],
    [{ amount: 'ten' }, 'amount', 'amount'],
    [{ amount: '0.00' }, 'amount', 'amount'],
    [{ interval: 'every 3 weeks' }, 'interval', 'interval'],
    [{ next_date: '12/20/2026' }, 'next_date', 'date'],
  ])('refuses %j on its column', (change, column, reason) => {
    expect(parseScheduleRow({ ...line, ...change })).toMatchObject({ ok: false, column, reason });
  });
});

describe('missingScheduleColumns', () => {
  it('needs every column but the fund, whatever their capitals and order', () => {
    expect(missingScheduleColumns(['Next_Date', 'amount', 'CUSTOMER', 'payment_method', 'interval'])).toEqual(
      [],
    );
    expect(missingScheduleColumns(['customer', 'amount'])).toEqual([
      'payment_method',
      'interval',
      'next_date',
    ]);
  });
});

describe('scheduleRowKeyBase', () => {
  it('leaves the next date out, so a later export of the same gift is the same gift', () => {
    const first = parseScheduleRow(line);
    const later = parseScheduleRow({ ...line, next_date: '2027-01-03', fund: 'MISSIONS' });
    if (!first.ok || !later.ok) throw new Error('unparsed');
    expect(scheduleRowKeyBase(later.row)).toBe(scheduleRowKeyBase(first.row));
  });
});

describe('recurringMoveReason', () => {
  it('says each reason in English and Spanish with its values', () => {
    expect(recurringMoveReason('en', 'currency', { value: 'CAD', currency: 'USD' })).toBe(
      'it is in CAD, the church gives in USD',
    );
    expect(recurringMoveReason('es', 'interval', { value: '2 month' })).toContain('su intervalo (2 month)');
  });
});
