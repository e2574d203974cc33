import { givingPagePath } from './givingPagePath';

describe('givingPagePath', () => {
  it('puts the amount in currency units and escapes what the donor wrote', () => {
    expect(
      givingPagePath({ amount: 5025, fund: 'fund_general', frequency: 'quarterly', memo: 'Año & más' }),
    ).toBe('/?amount=50.25&fund=fund_general&frequency=quarterly&memo=A%C3%B1o+%26+m%C3%A1s');
    expect(givingPagePath({ amount: 7500, fund: null, frequency: 'one_time' })).toBe(
      '/?amount=75.00&frequency=one_time',
    );
  });

  it('gives through a campaign by its address', () => {
    expect(givingPagePath({ amount: 12_500, frequency: 'monthly', campaign: 'new-roof' })).toBe(
      '/?amount=125.00&frequency=monthly&campaign=new-roof',
    );
  });

  it('is the bare giving page when nothing is asked for', () => {
    expect(givingPagePath({})).toBe('/');
    expect(givingPagePath({ amount: null, fund: '', memo: null })).toBe('/');
  });
});
