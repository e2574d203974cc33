import { testOrganization } from '@halo/testkit/giving/testOrganization';
import { createI18n, loadLanguage } from 'halo_shared/i18n';
import { GIVING_NAMESPACE, givingCatalogue } from '../i18n/givingMessages';
import { givingSummary, type GivingTranslate } from './givingSummary';
import { initialValues, type GivingValues } from './givingValues';

const TODAY = '2026-11-25';
const translators: Record<'en' | 'es', GivingTranslate> = { en: () => '', es: () => '' };

beforeAll(async () => {
  const instance = createI18n();
  await loadLanguage(instance, 'es', givingCatalogue);
  translators.en = instance.getFixedT('en', GIVING_NAMESPACE);
  translators.es = instance.getFixedT('es', GIVING_NAMESPACE);
});

const gift = (changes: Partial<GivingValues>): GivingValues => ({
  ...initialValues(testOrganization, TODAY),
  amountChoice: '5000',
  ...changes,
});
const summarize = (values: GivingValues, language: 'en' | 'es') =>
  givingSummary(values, testOrganization, TODAY, translators[language], `${language}-US`);

describe('givingSummary', () => {
  it('is nothing until an amount is chosen', () => {
    expect(summarize(gift({ amountChoice: '' }), 'en')).toBeNull();
  });

  it('reads a one-time gift with and without the covered fee, in English and Spanish', () => {
    expect(summarize(gift({}), 'en')).toEqual({
      gift: '$50.00 one time to General Fund',
      end: null,
      fee: null,
      totalCents: 5000,
    });
    expect(summarize(gift({ coverFee: true, fund: 'fund_building' }), 'en')).toEqual({
      gift: '$50.00 one time to Building Fund',
      end: null,
      fee: 'You cover the $1.81 fee',
      totalCents: 5181,
    });
    expect(summarize(gift({}), 'es')?.gift).toBe('$50.00 una sola vez para General Fund');
    expect(summarize(gift({ coverFee: true }), 'es')?.fee).toBe('Incluye la comisión de $1.81');
  });

  it('reads a recurring gift with its schedule and start date, the year only when it is not this one', () => {
    const monthly = gift({ frequencyKind: 'recurring', period: 'monthly', startDate: '2026-12-01' });
    expect(summarize(monthly, 'en')).toEqual({
      gift: '$50.00 monthly to General Fund, starting December 1',
      end: null,
      fee: null,
      totalCents: 5000,
    });
    expect(summarize({ ...monthly, coverFee: true }, 'en')?.fee).toBe('You cover the $1.81 fee');
    expect(summarize(monthly, 'es')?.gift).toBe(
      '$50.00 cada mes para General Fund, a partir del 1 de diciembre',
    );
    const nextYear = { ...monthly, period: 'every_other_week' as const, startDate: '2027-01-05' };
    expect(summarize(nextYear, 'en')?.gift).toBe(
      '$50.00 every two weeks to General Fund, starting January 5, 2027',
    );
    expect(summarize(nextYear, 'es')?.gift).toBe(
      '$50.00 cada dos semanas para General Fund, a partir del 5 de enero de 2027',
    );
  });

  it('says when a recurring gift ends: on its date, or after its number of gifts with the last one’s date', () => {
    const monthly = gift({ frequencyKind: 'recurring', period: 'monthly', startDate: '2026-12-01' });
    expect(summarize({ ...monthly, endKind: 'date', endDate: '2027-05-31' }, 'en')?.end).toBe(
      'Ends on May 31, 2027',
    );
    // Twelve monthly gifts from December 1: the last is on November 1 next year.
    expect(summarize({ ...monthly, endKind: 'count', endCount: '12' }, 'en')?.end).toBe(
      'Ends after 12 gifts, on November 1, 2027',
    );
    expect(summarize({ ...monthly, endKind: 'count', endCount: '12' }, 'es')?.end).toBe(
      'Termina tras 12 donaciones, el 1 de noviembre de 2027',
    );
    // Not yet an end: nothing said.
    expect(summarize({ ...monthly, endKind: 'count', endCount: '1' }, 'en')?.end).toBeNull();
    expect(summarize({ ...monthly, endKind: 'date', endDate: '2026-11-30' }, 'en')?.end).toBeNull();
    expect(summarize({ ...gift({}), endKind: 'date', endDate: '2027-05-31' }, 'en')?.end).toBeNull();
  });
});
