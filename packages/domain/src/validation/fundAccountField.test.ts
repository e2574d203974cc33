import { fundAccountField } from './fundAccountField';
import { issueKeys } from './issueKeys';

describe('fundAccountField', () => {
  const field = fundAccountField([
    { prefixedId: 'fund_general', isOnlineGivingVisible: true },
    { prefixedId: 'fund_roof', isOnlineGivingVisible: false },
  ]);

  it.each<[unknown, string[]]>([
    ['fund_general', []],
    ['fund_roof', ['validation.fundDisabled']],
    ['fund_gone', ['validation.fundDisabled']],
    ['__proto__', ['validation.fundDisabled']],
    ['', ['validation.required']],
    [undefined, ['validation.required']],
  ])('%j → %j', (input, keys) => {
    expect(issueKeys(field, input)).toEqual(keys);
  });
});
