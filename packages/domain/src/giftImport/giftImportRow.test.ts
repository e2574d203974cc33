import fc from 'fast-check';
import { recognizeGiftImportHeader, type RecognizedGiftImportHeader } from './giftImportHeader';
import { normalizeGiftImportRow } from './giftImportRow';

const header = (cells: string[]): RecognizedGiftImportHeader => {
  const result = recognizeGiftImportHeader(cells);
  if (!result.ok) throw new Error('not recognized');
  return result.header;
};
const HALO = header([
  'date',
  'first_name',
  'last_name',
  'email',
  'amount',
  'fund',
  'method',
  'reference',
  'note',
]);
const PLANNING_CENTER = header([
  'Donation ID',
  'Received At',
  'Refunded',
  'Payment Method',
  'First Name',
  'Last Name',
  'Email',
  'Fund',
  'Amount',
]);
const rules = { today: '2026-12-02', maxCents: 100_000_000 };
const line = [
  '2026-01-04',
  ' Ann ',
  'Lee',
  'Ann.Lee@Example.ORG',
  '25.00',
  'General Fund',
  'Cash',
  '',
  'Thanks',
];

describe('normalizeGiftImportRow', () => {
  it('reads our row: trimmed names, the email lowercased, cents, the method, empty as null', () => {
    expect(normalizeGiftImportRow(line, HALO, rules)).toEqual({
      ok: true,
      row: {
        date: '2026-01-04',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann.lee@example.org',
        amount: 2500,
        fund: 'General Fund',
        method: 'cash',
        reference: null,
        note: 'Thanks',
      },
    });
  });

  it.each([
    [0, '01/04/2026', 'date', 'dateInvalid'],
    [0, '2026-02-30', 'date', 'dateInvalid'],
    [0, '2026-12-03', 'date', 'dateAfterToday'],
    [3, 'not-an-email', 'email', 'emailInvalid'],
    [3, '', 'email', 'required'],
    [4, '25,00', 'amount', 'amountInvalid'],
    [4, '$25.00', 'amount', 'amountInvalid'],
    [4, '25.001', 'amount', 'amountInvalid'],
    [4, '-5.00', 'amount', 'amountInvalid'],
    [4, '0.00', 'amount', 'amountOutOfRange'],
    [4, '1000000.01', 'amount', 'amountOutOfRange'],
    [5, ' ', 'fund', 'required'],
    [6, 'venmo', 'method', 'methodInvalid'],
    [8, 'x'.repeat(501), 'note', 'tooLong'],
  ])('refuses cell %i = %j: %s %s', (index, value, field, reason) => {
    const cells = [...line];
    cells[index] = value;
    expect(normalizeGiftImportRow(cells, HALO, rules)).toMatchObject({
      ok: false,
      field,
      column: field,
      reason,
    });
  });

  it('turns any amount of our format into exact cents (no float on the way)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        const cells = [...line];
        cells[4] = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const result = normalizeGiftImportRow(cells, HALO, rules);
        return result.ok && result.row.amount === cents;
      }),
    );
  });

  it("reads Planning Center's values as it writes them, and names its columns when refusing", () => {
    const cells = [
      'D-1',
      '2026-03-01T10:15:00-05:00',
      'False',
      'ACH',
      'Bo',
      'Diaz',
      'bo@example.org',
      'Missions',
      '$1,250.50',
    ];
    expect(normalizeGiftImportRow(cells, PLANNING_CENTER, rules)).toMatchObject({
      ok: true,
      row: { date: '2026-03-01', amount: 125050, method: 'bank', reference: 'D-1', note: null },
    });
    expect(
      normalizeGiftImportRow(
        ['D-2', '3/1/2026', 'false', 'Credit Card', '', '', 'bo@example.org', 'Missions', '10'],
        PLANNING_CENTER,
        rules,
      ),
    ).toMatchObject({
      ok: true,
      row: { date: '2026-03-01', amount: 1000, method: 'card', firstName: null },
    });
    expect(
      normalizeGiftImportRow(
        ['D-3', 'March 1', 'false', 'Check', '', '', 'bo@example.org', 'Missions', '10'],
        PLANNING_CENTER,
        rules,
      ),
    ).toMatchObject({
      ok: false,
      field: 'date',
      column: 'Received At',
      reason: 'dateInvalid',
    });
    expect(
      normalizeGiftImportRow(
        ['D-4', '3/1/2026', 'True', 'Check', '', '', 'bo@example.org', 'Missions', '10'],
        PLANNING_CENTER,
        rules,
      ),
    ).toMatchObject({
      ok: false,
      column: 'Refunded',
      reason: 'refunded',
    });
  });
});
