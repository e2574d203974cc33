import * as v from 'valibot';
import { amountField } from './amountField';
import { describeIssue, translateIssue } from './describeIssue';
import { imageDimensionsCheck, imageFileField } from './imageFileField';
import { stringField } from './requiredString';

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected an issue');
  return result.issues[0];
};

describe('describeIssue', () => {
  it('takes max and min from length limits', () => {
    expect(describeIssue(firstIssue(stringField({ max: 3 }), 'abcd'))).toEqual({
      key: 'validation.maxLength',
      params: { max: 3 },
    });
    expect(describeIssue(firstIssue(stringField({ min: 2 }), 'a'))).toEqual({
      key: 'validation.minLength',
      params: { min: 2 },
    });
  });

  it('formats amount limits as money in the locale and currency', () => {
    const field = amountField({ min: 100, max: 2500000 });
    expect(describeIssue(firstIssue(field, 2500001))).toEqual({
      key: 'validation.amountTooHigh',
      params: { max: '$25,000.00' },
    });
    expect(describeIssue(firstIssue(field, 99), { locale: 'en', currency: 'EUR' })).toEqual({
      key: 'validation.amountTooLow',
      params: { min: '€1.00' },
    });
    expect(translateIssue(firstIssue(field, 50), { locale: 'es' }).replace(/\u00a0/g, ' ')).toBe(
      'El monto no puede ser menor que 1,00 US$',
    );
  });

  it('carries the parameters of checks', () => {
    const check = v.pipe(
      v.object({ width: v.number(), height: v.number() }),
      imageDimensionsCheck({ maxWidth: 640, maxHeight: 480 }),
    );
    expect(describeIssue(firstIssue(check, { width: 800, height: 100 }))).toEqual({
      key: 'validation.imageDimensions',
      params: { width: 640, height: 480 },
    });
    expect(
      translateIssue(firstIssue(imageFileField({ maxBytes: 2 * 1048576 }), { type: 'image/png', size: 3e6 })),
    ).toBe('Image must be less than 2MB');
  });

  it('falls back to validation.invalid for issues from schemas without our keys', () => {
    expect(describeIssue(firstIssue(v.string(), 5))).toEqual({ key: 'validation.invalid', params: {} });
    expect(translateIssue(firstIssue(v.string(), 5), { locale: 'es' })).toBe('Este valor no es válido');
  });
});
