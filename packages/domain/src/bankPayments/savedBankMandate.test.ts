import { bankMandateText } from './bankMandate';
import { SAVED_BANK_MANDATE_VERSION, savedBankMandateText } from './savedBankMandate';
import {
  BANK_RETURN_DISPUTE_REASON,
  BANK_RETURN_DISPUTE_STATUS,
  STRIPE_TEST_DISPUTED_BANK_ACCOUNT,
} from './bankReturns';

describe('savedBankMandateText', () => {
  const facts = { church: 'Grace Community Church', amount: '$50.00' };

  it('names the church and the first debit, and covers later debits until the account is removed', () => {
    const words = savedBankMandateText('en', facts);
    expect(words).toContain('Grace Community Church');
    expect(words).toContain('$50.00');
    expect(words).toContain('recurring gifts included');
    expect(words).toContain('until I remove the account from my payment methods');
  });

  it('says the same in Spanish', () => {
    const words = savedBankMandateText('es', { church: 'Iglesia Gracia', amount: '50,00 US$' });
    expect(words).toContain('Iglesia Gracia');
    expect(words).toContain('50,00 US$');
    expect(words).toContain('donativos recurrentes');
  });

  it('is not the one-time words, and has a version of its own', () => {
    expect(savedBankMandateText('en', facts)).not.toBe(bankMandateText('en', facts));
    expect(SAVED_BANK_MANDATE_VERSION).toMatch(/^saved-\d{4}-\d{2}-\d{2}$/);
  });
});

describe('bank returns', () => {
  it('are Stripe’s: its dispute test account, its reason, lost from the start', () => {
    expect(STRIPE_TEST_DISPUTED_BANK_ACCOUNT).toBe('000555555559');
    expect(BANK_RETURN_DISPUTE_REASON).toBe('debit_not_authorized');
    expect(BANK_RETURN_DISPUTE_STATUS).toBe('lost');
  });
});
