import { isValidationKey, translateValidation, validationMessages } from './messages';

describe('validationMessages', () => {
  it('gives es every key en has, and no other', () => {
    expect(Object.keys(validationMessages.es).sort()).toEqual(Object.keys(validationMessages.en).sort());
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(validationMessages.en)) {
      expect([key, placeholders(validationMessages.es[key as keyof typeof validationMessages.es])]).toEqual([
        key,
        placeholders(text),
      ]);
    }
  });

  it('has no empty texts and every key under validation.', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const [key, text] of Object.entries(validationMessages[locale])) {
        expect(key).toMatch(/^validation\.\w+$/);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  // docs/PRODUCT.md §5 texts, word for word.
  it.each([
    ['validation.required', 'This is a required field'],
    ['validation.email', 'This must be a valid email'],
    ['validation.maxLength', 'This must be at most {{max}} characters'],
    ['validation.minLength', 'This must be at least {{min}} characters'],
    ['validation.amountRequired', 'Amount cannot be blank'],
    ['validation.maxAmountBelowMin', 'The maximum amount cannot be lower than the minimum amount'],
    ['validation.imageTooLarge', 'Image must be less than {{size}}'],
    ['validation.imageDimensions', 'Image dimensions must be less than {{width}}x{{height}}'],
    ['validation.promoCodeInvalid', 'This promo code is either inactive or does not exist.'],
    ['validation.passwordsMatch', 'Passwords must match'],
    ['validation.invalidDate', 'Invalid date'],
    ['validation.invalidDateRange', 'Invalid date range'],
    ['validation.startBeforeEnd', 'Please select a start date before your end date.'],
    ['validation.frequencyRequired', 'The frequency type must be selected.'],
    ['validation.recurringStartDateRequired', 'Please select a start date for your recurring giving.'],
    ['validation.cardExpiryFormat', 'Date must be MM/YYYY.'],
    ['validation.cardExpiryInvalid', 'Invalid card expiration date.'],
    ['validation.fundDisabled', 'The selected fund account is currently disabled.'],
  ])('%s is %j', (key, text) => {
    expect(validationMessages.en[key as keyof typeof validationMessages.en]).toBe(text);
  });
});

describe('translateValidation', () => {
  it.each([
    ['validation.maxLength', { max: 255 }, 'en', 'This must be at most 255 characters'],
    ['validation.maxLength', { max: 255 }, 'es', 'Debe tener como máximo 255 caracteres'],
    ['validation.required', {}, 'es', 'Este campo es obligatorio'],
    ['validation.required', {}, 'fr', 'This is a required field'],
    ['validation.required', {}, 'toString', 'This is a required field'],
    [
      'validation.imageDimensions',
      { width: 640, height: 480 },
      'en',
      'Image dimensions must be less than 640x480',
    ],
    ['validation.minLength', {}, 'en', 'This must be at least {{min}} characters'],
    ['validation.nope', {}, 'en', 'validation.nope'],
  ])('%s %j in %s → %j', (key, params, locale, text) => {
    expect(translateValidation(key, params, locale)).toBe(text);
  });

  it('defaults to English and inserts values verbatim, without treating them as patterns', () => {
    expect(translateValidation('validation.maxLength', { max: '$& {{min}}' })).toBe(
      'This must be at most $& {{min}} characters',
    );
  });

  it('ignores placeholders that only exist on the prototype', () => {
    expect(
      translateValidation('validation.maxLength', Object.create({ max: 9 }) as Record<string, number>),
    ).toBe('This must be at most {{max}} characters');
  });
});

describe('isValidationKey', () => {
  it('knows its keys and nothing from the prototype', () => {
    expect(isValidationKey('validation.required')).toBe(true);
    expect(isValidationKey('constructor')).toBe(false);
    expect(isValidationKey(undefined)).toBe(false);
  });
});
