import { isFrequency } from './frequency';

describe('isFrequency', () => {
  it.each(['weekly', 'every_other_week', 'twice_a_month', 'monthly', 'quarterly', 'yearly'])(
    'accepts %s',
    (value) => {
      expect(isFrequency(value)).toBe(true);
    },
  );

  it.each(['', 'Weekly', 'Yearly', 'annually', 'one-time', null, 7])('refuses %j', (value) => {
    expect(isFrequency(value)).toBe(false);
  });
});
