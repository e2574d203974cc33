import { transactionsSearchPath } from './transactionsSearchPath';

describe('transactionsSearchPath', () => {
  it.each([
    ['building fund', '/transactions?search=building+fund'],
    ['  50.00 ', '/transactions?search=50.00'],
    ['a&b=c', '/transactions?search=a%26b%3Dc'],
    ['   ', '/transactions'],
  ])('%p → %p', (text, path) => {
    expect(transactionsSearchPath(text)).toBe(path);
  });
});
