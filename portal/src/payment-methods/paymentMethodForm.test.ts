import { maskCardExpiry } from '@halo/domain';
import {
  paymentMethodFormValues,
  updatePaymentMethodVariables,
  validatePaymentMethodForm,
  type PaymentMethod,
} from './paymentMethodForm';
import { translateIn } from '@halo/testkit/selfService/testTranslate';

const visa: PaymentMethod = {
  processorId: 'pm_visa',
  methodType: 'card',
  nickname: null,
  primary: true,
  brand: 'visa',
  lastFour: '4242',
  expiration: '12/2030',
  cardholderName: 'Dana Donor',
  addressLine1: '1 Main St',
  addressLine2: null,
  country: 'US',
  state: 'TX',
  city: 'Austin',
  postalCode: '78701',
  recurringGivingsCount: 2,
};

const today = '2026-05-15';
const en = { today, t: translateIn('en'), locale: 'en' };

describe('payment method form', () => {
  it('starts from the card with blanks for missing values', () => {
    expect(paymentMethodFormValues(visa)).toEqual({
      nickname: '',
      primary: true,
      cardholderName: 'Dana Donor',
      expDate: '12/2030',
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
    });
  });

  it('masks the expiry as MM/YYYY while typing', () => {
    expect(maskCardExpiry('1')).toBe('1');
    expect(maskCardExpiry('12')).toBe('12');
    expect(maskCardExpiry('122030')).toBe('12/2030');
    expect(maskCardExpiry('12/20301')).toBe('12/2030');
    expect(maskCardExpiry('ab12')).toBe('12');
  });

  it('requires the cardholder name and a valid expiry with the docs/PRODUCT.md §5 messages', () => {
    const values = { ...paymentMethodFormValues(visa), cardholderName: '  ', expDate: '12/30' };
    expect(validatePaymentMethodForm(values, en)).toEqual({
      cardholderName: 'This is a required field',
      expDate: 'Date must be MM/YYYY.',
    });
    expect(validatePaymentMethodForm({ ...values, cardholderName: 'A', expDate: '13/2030' }, en)).toEqual({
      expDate: 'Invalid card expiration date.',
    });
    // Good through the last day of its month: April 2026 is over on 2026-05-15, May is not.
    expect(validatePaymentMethodForm({ ...values, cardholderName: 'A', expDate: '04/2026' }, en)).toEqual({
      expDate: 'Invalid card expiration date.',
    });
    expect(validatePaymentMethodForm({ ...values, cardholderName: 'A', expDate: '05/2026' }, en)).toEqual({});
  });

  it('says it in Spanish', () => {
    const values = { ...paymentMethodFormValues(visa), expDate: '' };
    expect(validatePaymentMethodForm(values, { ...en, t: translateIn('es'), locale: 'es' })).toEqual({
      expDate: 'Este campo es obligatorio',
    });
  });

  it('limits optional fields to 255 characters', () => {
    const values = { ...paymentMethodFormValues(visa), nickname: 'x'.repeat(256) };
    expect(validatePaymentMethodForm(values, en)).toEqual({
      nickname: 'This must be at most 255 characters',
    });
  });

  it('maps the form to the update input: trimmed, blanks as null', () => {
    const values = { ...paymentMethodFormValues(visa), nickname: ' Church card ', addressLine1: ' ' };
    expect(
      updatePaymentMethodVariables(values, { organizationPrefixedId: 'org_1', processorId: 'pm_visa' }),
    ).toEqual({
      input: {
        organizationPrefixedId: 'org_1',
        processorId: 'pm_visa',
        nickname: 'Church card',
        primary: true,
        cardholderName: 'Dana Donor',
        expDate: '12/2030',
        addressLine1: null,
        addressLine2: null,
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
    });
  });
});
