import { csvCell } from './contributionCsv';

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
