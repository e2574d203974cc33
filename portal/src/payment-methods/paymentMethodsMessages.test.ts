import { missingKeys } from 'halo_shared/i18n';
import { paymentMethodsMessagesEn } from './paymentMethodsMessages';
import { paymentMethodsMessagesEs } from './paymentMethodsMessages.es';

describe('paymentMethodsMessages', () => {
  it('has every English key in Spanish', () => {
    expect(missingKeys(paymentMethodsMessagesEn, paymentMethodsMessagesEs)).toEqual([]);
  });
});
