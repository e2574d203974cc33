import { stripeReturnOf } from './stripeReturn';

describe('stripeReturnOf', () => {
  it.each([
    ['/admin/payments/return', 'return'],
    ['/admin/payments/return/?x=1', 'return'],
    ['/admin/payments/refresh#top', 'refresh'],
    ['/admin/payments', null],
    ['/admin/payments/returned', null],
  ])('%s → %s', (path, expected) => {
    expect(stripeReturnOf(path)).toBe(expected);
  });
});
