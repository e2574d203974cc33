import { recognizeGiftImportHeader } from './giftImportHeader';

describe('recognizeGiftImportHeader', () => {
  it('reads our header, in any order, with a byte-order mark and capitals', () => {
    const result = recognizeGiftImportHeader([
      '\uFEFFDate',
      'email',
      'first_name',
      'last_name',
      'Amount',
      'fund',
      'method',
      'reference',
      'note',
    ]);
    if (!result.ok) throw new Error('not recognized');
    expect(result.header.format.name).toBe('halo');
    expect(result.header.indexOf).toMatchObject({ date: 0, email: 1, amount: 4, note: 8 });
    expect(result.header.headerOf.date).toBe('Date');
  });

  it("reads Planning Center Giving's donations export as it is, extra columns left alone", () => {
    const result = recognizeGiftImportHeader([
      'Donation ID',
      'Person ID',
      'Received At',
      'Refunded',
      'Payment Method',
      'Status',
      'First Name',
      'Last Name',
      'Email',
      'Fund',
      'Amount',
    ]);
    if (!result.ok) throw new Error('not recognized');
    expect(result.header.format.name).toBe('planningCenter');
    expect(result.header.indexOf).toMatchObject({ reference: 0, date: 2, method: 4, fund: 9, amount: 10 });
    expect(result.header.indexOf.note).toBeUndefined();
    expect(result.header.refundedIndex).toBe(3);
  });

  it("reads Tithe.ly's transactions export, whose funds are Giving Types", () => {
    const result = recognizeGiftImportHeader([
      'Transaction ID',
      'Transaction Date',
      'First Name',
      'Last Name',
      'Email',
      'Giving Type',
      'Amount',
      'Fee',
      'Payment Method',
      'Memo',
    ]);
    if (!result.ok) throw new Error('not recognized');
    expect(result.header.format.name).toBe('tithely');
    expect(result.header.indexOf).toMatchObject({ reference: 0, fund: 5, note: 9 });
  });

  it('names the columns of our header a file lacks', () => {
    expect(recognizeGiftImportHeader(['date', 'email', 'amount'])).toEqual({
      ok: false,
      missing: ['first_name', 'last_name', 'fund', 'method', 'reference', 'note'],
    });
  });
});
