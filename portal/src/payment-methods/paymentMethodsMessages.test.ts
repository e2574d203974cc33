import { missingKeys } from 'halo_shared/i18n';
import { paymentMethodsMessages } from './paymentMethodsMessages';

describe('paymentMethodsMessages', () => {
  it('has every English key in Spanish', () => {
    expect(missingKeys(paymentMethodsMessages.en, paymentMethodsMessages.es)).toEqual([]);
  });
});
