import { checkBankEntry, type BankEntry } from './bankGift';

const entry: BankEntry = {
  routing: '110000000',
  account: '000123456789',
  holder: 'Jenny Rosen',
  type: 'checking',
  mandate: true,
};

describe('the bank fields’ own checks', () => {
  it('take Stripe’s test account with the mandate ticked', () => {
    expect(checkBankEntry(entry, 'en', 'USD')).toEqual({});
  });

  it('name each field that is wrong, and the unticked mandate', () => {
    expect(
      checkBankEntry(
        { routing: '123456789', account: '12', holder: ' ', type: 'checking', mandate: false },
        'en',
        'USD',
      ),
    ).toEqual({
      routing: { key: 'validation.invalid', params: expect.any(Object) },
      account: { key: 'validation.invalid', params: expect.any(Object) },
      holder: { key: 'validation.required', params: expect.any(Object) },
      mandate: { key: 'giving-bank:mandateRequired' },
    });
  });
});
