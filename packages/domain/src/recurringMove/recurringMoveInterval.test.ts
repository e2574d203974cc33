import { frequencyOfScheduleInterval, frequencyOfStripeInterval } from './recurringMoveInterval';

describe('frequencyOfStripeInterval', () => {
  it.each([
    ['week', 1, 'weekly'],
    ['day', 7, 'weekly'],
    ['week', 2, 'every_other_week'],
    ['day', 14, 'every_other_week'],
    ['month', 1, 'monthly'],
    ['month', 3, 'quarterly'],
    ['month', 12, 'yearly'],
    ['year', 1, 'yearly'],
  ])('keeps %s × %i as %s', (interval, count, frequency) => {
    expect(frequencyOfStripeInterval(interval, count)).toBe(frequency);
  });

  it.each([
    ['day', 1],
    ['week', 3],
    ['month', 2],
    ['month', 6],
    ['year', 2],
    ['fortnight', 1],
  ])('refuses %s × %i, which we cannot keep', (interval, count) => {
    expect(frequencyOfStripeInterval(interval, count)).toBeNull();
  });
});

describe('frequencyOfScheduleInterval', () => {
  it.each([
    ['monthly', 'monthly'],
    ['every_other_week', 'every_other_week'],
    ['Twice a month', 'twice_a_month'],
    [' MONTH ', 'monthly'],
    ['every 2 weeks', 'every_other_week'],
    ['Biweekly', 'every_other_week'],
    ['3 months', 'quarterly'],
    ['annually', 'yearly'],
    ['every week', 'weekly'],
  ])('reads %j as %s', (text, frequency) => {
    expect(frequencyOfScheduleInterval(text)).toBe(frequency);
  });

  it.each(['daily', 'every 3 weeks', '2 months', '', 'sometimes'])('refuses %j', (text) => {
    expect(frequencyOfScheduleInterval(text)).toBeNull();
  });
});
