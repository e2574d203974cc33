import * as constants from './constants';

// These values are requirements of docs/PRODUCT.md §1, §4, §8, §9 that other packages rely on word for word.
describe('constants', () => {
  it('match the spec', () => {
    expect(constants.LOCALES).toEqual(['en', 'es']);
    expect(constants.DEFAULT_LOCALE).toBe('en');
    expect(constants.LOCALE_STORAGE_KEY).toBe('user-locale');
    expect(constants.LOGIN_NOTICE_STORAGE_KEY).toBe('loginNotice');
    expect(constants.PAGE_SIZES).toEqual([20, 50, 100, 250, 'All']);
    expect(constants.CONTRIBUTION_FILTERS).toEqual(['all', 'one-time', 'recurring']);
    expect(constants.EXPORT_FORMATS).toEqual(['csv', 'pdf']);
    expect(constants.DOCUMENT_KINDS).toEqual(['Statement', 'Receipt', 'Download']);
    expect(constants.FLASH_LEVELS).toEqual(['success', 'error', 'warning']);
    expect(constants.DEFAULT_FLASH_LEVEL).toBe('success');
    expect(constants.FLASH_AUTO_CLOSE_MS).toBe(5000);
    expect(constants.HISTORY_CAP).toBe(30);
    expect(constants.THEME_COLOURS).toEqual(['gold', 'success', 'aqua', 'periwinkle']);
    expect(constants.PHONE_TYPES).toEqual([
      'primary',
      'secondary',
      'mobile',
      'home',
      'work',
      'WhatsApp',
      'other',
    ]);
    expect(constants.FREQUENCY_VALUES).toEqual([
      'weekly',
      'every_other_week',
      'twice_a_month',
      'monthly',
      'quarterly',
      'yearly',
    ]);
    expect(constants.FREQUENCIES).toEqual({
      weekly: { stepDays: 7 },
      every_other_week: { stepDays: 14 },
      twice_a_month: { stepDays: 14, dayThreshold: 14 },
      monthly: { stepMonths: 1, dayThreshold: 28 },
      quarterly: { stepMonths: 3, dayThreshold: 28 },
      yearly: { stepMonths: 12, dayThreshold: 28 },
    });
    expect(constants.TWO_DIGIT_YEAR_CUTOFF).toBe(60);
    expect(constants.CARD_EXPIRY_FORMAT).toBe('MM/YYYY');
    expect(constants.IMAGE_LIMITS).toEqual({
      types: ['image/jpeg', 'image/png'],
      maxBytes1MB: 1048576,
      maxBytes500KB: 524288,
    });
    expect(Object.keys(constants.MASK_TOKENS)).toEqual(['#', 'X', 'S', 'A', 'a', '!']);
    expect(constants.PUBLIC_PATHS).toEqual([
      '/login',
      '/',
      '',
      '/register',
      '/forgot-password',
      '/reset-password',
    ]);
    expect(constants.GUEST_ROUTES_ALLOWED_SIGNED_IN).toEqual(['/', '/maintenance', '/404']);
  });
});
