import { isFrequency } from './frequency';

describe('isFrequency', () => {
  it.each(['weekly', 'every_other_week', 'twice_a_month', 'monthly'])('accepts %s', (value) => {
    expect(isFrequency(value)).toBe(true);
  });

  it.each(['', 'Weekly', 'yearly', 'one-time', null, 7])('refuses %j', (value) => {
    expect(isFrequency(value)).toBe(false);
  });
});
