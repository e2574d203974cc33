import { frequencyField } from './frequencyField';
import { issueKeys } from './issueKeys';

describe('frequencyField', () => {
  it.each(['weekly', 'every_other_week', 'twice_a_month', 'monthly', 'quarterly', 'yearly'])(
    'accepts %s',
    (value) => {
      expect(issueKeys(frequencyField, value)).toEqual([]);
    },
  );

  it.each(['', undefined, null, 'annually', 'WEEKLY', 'Quarterly'])('asks for a choice for %j', (value) => {
    expect(issueKeys(frequencyField, value)).toEqual(['validation.frequencyRequired']);
  });
});
