import { normalizeGiftImportRow } from './giftImportRow';
import { giftImportHeaderFromMapping } from './giftImportMapping';

const rules = { today: '2026-06-30' as const, maxCents: 100_000_000 };

describe('giftImportHeaderFromMapping', () => {
  const cells = ['Gift day', 'Who', 'Mail', 'Sum', 'Designation'];

  it('reads each field from the chosen column, as another product export is read', () => {
    const result = giftImportHeaderFromMapping(cells, {
      date: 0,
      firstName: 1,
      email: 2,
      amount: 3,
      fund: 4,
    });
    if (!result.ok) throw new Error('expected a header');
    expect(result.header.format.name).toBe('mapped');
    const row = normalizeGiftImportRow(
      ['1/4/2026', 'Ana', 'Ana@Example.com', '$1,250.00', 'Missions'],
      result.header,
      rules,
    );
    expect(row).toEqual({
      ok: true,
      row: {
        date: '2026-01-04',
        firstName: 'Ana',
        lastName: null,
        email: 'ana@example.com',
        amount: 125000,
        fund: 'Missions',
        method: 'other',
        reference: null,
        note: null,
      },
    });
  });

  it('names a refused cell by the header the file gives that column', () => {
    const result = giftImportHeaderFromMapping(cells, { date: 0, email: 2, amount: 3, fund: 4 });
    if (!result.ok) throw new Error('expected a header');
    const row = normalizeGiftImportRow(['soon', '', 'a@example.com', '5', 'General'], result.header, rules);
    expect(row).toMatchObject({ ok: false, column: 'Gift day', reason: 'dateInvalid' });
  });

  it('refuses a mapping without date, email, amount or fund, or naming a column the file lacks', () => {
    expect(giftImportHeaderFromMapping(cells, { date: 0, amount: 9 })).toEqual({
      ok: false,
      missing: ['email', 'fund'],
      outOfRange: ['amount'],
    });
  });
});
