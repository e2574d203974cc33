import { csvCell, decimalAmount } from './csvStream';

describe('csvCell guards spreadsheet formulas', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    // Full-width forms: spreadsheet programs read them as the ASCII ones.
    ['＝HYPERLINK("http://evil")', `"'＝HYPERLINK(""http://evil"")"`],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['\t=1', "'\t=1"],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves ordinary text alone', () => {
    expect(csvCell('Missions')).toBe('Missions');
    expect(csvCell('a, b')).toBe('"a, b"');
  });
});

describe('decimalAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1234.50'],
  ])('%j cents → %j', (cents, text) => {
    expect(decimalAmount(cents)).toBe(text);
  });
});
