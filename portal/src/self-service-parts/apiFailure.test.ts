import { failureCode, failureFieldErrors, placeFieldErrors } from './apiFailure';

const refused = (extensions: unknown) => ({ errors: [{ message: 'No', extensions }] });

describe('API failures', () => {
  it('reads the contract’s extensions.code', () => {
    expect(failureCode(refused({ category: 'validation', code: 'PAYMENT_METHOD_IN_USE' }))).toBe(
      'PAYMENT_METHOD_IN_USE',
    );
    expect(failureCode(refused({ category: 'validation' }))).toBeNull();
    expect(failureCode(new Error('network'))).toBeNull();
    expect(failureCode(null)).toBeNull();
  });

  it('turns extensions.validation into one message per form field, input paths reduced', () => {
    expect(
      failureFieldErrors(
        refused({
          category: 'validation',
          validation: { 'input.expDate': ['Invalid card expiration date.', 'x'], email: ['Taken'] },
        }),
      ),
    ).toEqual({ expDate: 'Invalid card expiration date.', email: 'Taken' });
    expect(failureFieldErrors(refused({ category: 'not_found' }))).toEqual({});
  });
});

describe('placeFieldErrors', () => {
  it('renames arguments to form fields and keeps what has no field', () => {
    expect(
      placeFieldErrors(
        { stripeCardLastFour: 'Not your card', memo: 'Too long', duplicate: 'Twice the same fund' },
        ['paymentMethodId', 'memo'],
        { stripeCardLastFour: 'paymentMethodId' },
      ),
    ).toEqual({
      fields: { paymentMethodId: 'Not your card', memo: 'Too long' },
      unplaced: ['Twice the same fund'],
    });
  });
});
