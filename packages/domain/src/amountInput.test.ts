import { parseAmountInput } from './amountInput';

describe('parseAmountInput', () => {
  it.each<[string, number]>([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['25,50', 2550],
    ['0.01', 1],
    ['0', 0],
    ['1,250', 125000],
    ['1,250.75', 125075],
    ['1.250,75', 125075],
    ['1 250', 125000],
    ['12345.67', 1234567],
    ['  $25 ', 2500],
    ['€ 10,00', 1000],
    ['10 US$', 1000],
    ['999,999,999,999.99', 99999999999999],
    // Three digits after the only separator read as thousands, as an es donor means by "5.123".
    ['5.123', 512300],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseAmountInput(text)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    'abc',
    '-5',
    '5.1234',
    '1,25,0',
    '1e3',
    '0x10',
    '.5',
    '5.',
    '25$$',
    'Infinity',
    '1,000,000,000,000,000',
    '<b>5</b>',
  ])('refuses %j', (text) => {
    expect(parseAmountInput(text)).toBeNull();
  });
});
