// Business constants of docs/PRODUCT.md §9 (and the route lists of docs/PRODUCT.md §4 and §8). Other packages import these
// instead of repeating the literals, so a change here is a change everywhere.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'user-locale';
export const LOGIN_NOTICE_STORAGE_KEY = 'loginNotice';

export const PAGE_SIZES = [20, 50, 100, 250, 'All'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const CONTRIBUTION_FILTERS = ['all', 'one-time', 'recurring'] as const;
export type ContributionFilter = (typeof CONTRIBUTION_FILTERS)[number];

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const DOCUMENT_KINDS = ['Statement', 'Receipt', 'Download'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const FLASH_LEVELS = ['success', 'error', 'warning'] as const;
export type FlashLevel = (typeof FLASH_LEVELS)[number];
export const DEFAULT_FLASH_LEVEL: FlashLevel = 'success';
export const FLASH_AUTO_CLOSE_MS = 5000;

/** Navigation history keeps at most this many entries (docs/PRODUCT.md §4). */
export const HISTORY_CAP = 30;

// docs/PRODUCT.md §9 lists the colour themes as "gold, success; aqua, periwinkle" without saying more.
export const THEME_COLOURS = ['gold', 'success', 'aqua', 'periwinkle'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

export const PHONE_TYPES = ['primary', 'secondary', 'mobile', 'home', 'work', 'WhatsApp', 'other'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const FREQUENCY_VALUES = [
  'weekly',
  'every_other_week',
  'twice_a_month',
  'monthly',
  'quarterly',
  'yearly',
] as const;
export type Frequency = (typeof FREQUENCY_VALUES)[number];

/**
 * The recurrence rules of docs/PRODUCT.md §4/§9: `stepDays` is the day step, `stepMonths` the month step,
 * `dayThreshold` the day of the month at which the rule switches (twice a month: ≤ 14 steps 14 days;
 * monthly: > 28 goes to the last day of the next month). Quarterly and yearly are not in the spec:
 * they are the monthly rule with a longer step, so a gift on the 31st keeps to month ends as a
 * monthly one does.
 */
export const FREQUENCIES = {
  weekly: { stepDays: 7 },
  every_other_week: { stepDays: 14 },
  twice_a_month: { stepDays: 14, dayThreshold: 14 },
  monthly: { stepMonths: 1, dayThreshold: 28 },
  quarterly: { stepMonths: 3, dayThreshold: 28 },
  yearly: { stepMonths: 12, dayThreshold: 28 },
} as const satisfies Record<Frequency, { stepDays?: number; stepMonths?: number; dayThreshold?: number }>;

/** A gift's memo, in characters, wherever a donor or an administrator writes one. */
export const MEMO_MAX_LENGTH = 500;

/** Two-digit years below this are 20yy, the rest 19yy (docs/PRODUCT.md §9). */
export const TWO_DIGIT_YEAR_CUTOFF = 60;

export const CARD_EXPIRY_FORMAT = 'MM/YYYY';
export const CARD_EXPIRY_MASK = '##/####';

export interface MaskToken {
  readonly pattern?: RegExp;
  readonly transform?: (character: string) => string;
  /** The next pattern character is a literal, even if it is a token. */
  readonly escape?: true;
}

/** Mask pattern characters of docs/PRODUCT.md §9; letters are ASCII only, as in the masks the spec came from. */
export const MASK_TOKENS: Readonly<Record<'#' | 'X' | 'S' | 'A' | 'a' | '!', MaskToken>> = {
  '#': { pattern: /[0-9]/ },
  X: { pattern: /[0-9a-zA-Z]/ },
  S: { pattern: /[a-zA-Z]/ },
  A: { pattern: /[a-zA-Z]/, transform: (character) => character.toUpperCase() },
  a: { pattern: /[a-zA-Z]/, transform: (character) => character.toLowerCase() },
  '!': { escape: true },
};

/**
 * Image rules of docs/PRODUCT.md §5: jpeg or png, and two size limits. 524288 bytes is what the spec calls
 * 500KB, so the labels are the spec's words, not computed from the byte counts.
 */
export const IMAGE_LIMITS = {
  types: ['image/jpeg', 'image/png'],
  maxBytes1MB: 1048576,
  maxBytes500KB: 524288,
} as const;

/** Paths where an HTTP 419 does not redirect to `/?p=…` (docs/PRODUCT.md §8). */
export const PUBLIC_PATHS = ['/login', '/', '', '/register', '/forgot-password', '/reset-password'] as const;

/** Guest routes a signed-in user may still visit; other guest routes send them to the dashboard (docs/PRODUCT.md §4). */
export const GUEST_ROUTES_ALLOWED_SIGNED_IN = ['/', '/maintenance', '/404'] as const;
