import type { CalendarDate, DedicationKind, Frequency, GivingPageLink, Organization } from '@halo/domain';

/** What the donor types or picks. Strings as typed, so nothing is lost when validation fails. */
export interface GivingValues {
  /** A fixed amount in cents as text (`"5000"`), `custom`, or empty when nothing is picked. */
  amountChoice: string;
  customAmount: string;
  frequencyKind: 'one_time' | 'recurring';
  period: Frequency;
  startDate: CalendarDate;
  /** A recurring gift ends: never (until stopped), on `endDate`, or after `endCount` gifts. */
  endKind: 'never' | 'date' | 'count';
  endDate: string;
  endCount: string;
  fund: string;
  /** The donor splits the gift between funds: `splitRows` replace the amount and the fund. */
  splitFunds: boolean;
  splitRows: SplitRow[];
  email: string;
  firstName: string;
  lastName: string;
  memo: string;
  /** "Give in honour or memory of someone" is open: the four fields below go with the gift. */
  dedicate: boolean;
  dedicationKind: DedicationKind;
  dedicationName: string;
  /** Someone to tell of the gift (never its amount), and the name it is from; both optional. */
  dedicationEmail: string;
  dedicationSender: string;
  coverFee: boolean;
  /** The slug of the open campaign the gift is given through, or empty (CampaignPanel sets it). */
  campaign: string;
  /** Set in the form when a guest creates an account for a recurring gift. */
  password: string;
  passwordConfirmation: string;
  /** A saved card's id (signed-in donors), or `new` for card entry. */
  savedCard: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardholderName: string;
}

/** One fund's part of a split gift: a fund's prefixed id and its amount as typed. */
export interface SplitRow {
  fund: string;
  amount: string;
}

export type FieldName = keyof GivingValues;

/** Where a split's messages go: under a row's fund or amount, or under the whole. */
export type SplitFieldName = 'split' | `split.${number}.fund` | `split.${number}.amount`;

/** A message for one field: an i18n key with its parameters, or text the server already translated. */
export type FieldError = { key: string; params?: Record<string, string | number> } | { text: string };

export type FieldErrors = Partial<Record<FieldName | SplitFieldName, FieldError>>;

/** Preselections from the element's attributes (`amount`, `fund`, `frequency`). */
/** What the form starts with: the element's attributes or the hosted page's link. */
export type GivingPreset = GivingPageLink & {
  /** A campaign's slug (docs/PRODUCT.md §14): its panel loads after the form and gives to it. */
  campaign?: string | null;
};

export interface Donor {
  email: string;
  firstName: string;
  lastName: string;
}

/** The online-visible funds, in the org's order. */
export function visibleFunds(organization: Organization) {
  return organization.onlineGiving.funds.filter((fund) => fund.isOnlineGivingVisible);
}

export function initialValues(
  organization: Organization,
  today: CalendarDate,
  preset: GivingPreset = {},
  donor: Donor | null = null,
): GivingValues {
  const funds = visibleFunds(organization);
  const wantedFund = preset.fund?.toLowerCase();
  const fund =
    (wantedFund &&
      funds.find((f) => f.prefixedId.toLowerCase() === wantedFund || f.name.toLowerCase() === wantedFund)) ||
    funds.find((f) => f.isDefault) ||
    funds[0];
  const amount = preset.amount ?? null;
  const fixed = amount !== null && organization.onlineGiving.fixedAmounts.includes(amount);
  const recurring = preset.frequency && preset.frequency !== 'one_time' ? preset.frequency : null;
  return {
    amountChoice: amount === null ? '' : fixed ? String(amount) : 'custom',
    customAmount: amount === null || fixed ? '' : (amount / 100).toFixed(2),
    frequencyKind: recurring ? 'recurring' : 'one_time',
    period: recurring ?? 'monthly',
    startDate: today,
    endKind: 'never',
    endDate: '',
    endCount: '',
    fund: fund?.prefixedId ?? '',
    splitFunds: false,
    splitRows: [],
    email: donor?.email ?? '',
    firstName: donor?.firstName ?? '',
    lastName: donor?.lastName ?? '',
    memo: preset.memo ?? '',
    dedicate: false,
    dedicationKind: 'honor',
    dedicationName: '',
    dedicationEmail: '',
    dedicationSender: '',
    coverFee: false,
    campaign: '',
    password: '',
    passwordConfirmation: '',
    savedCard: 'new',
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
    cardholderName: '',
  };
}

/** Whether the donor has begun typing a card of their own into the sandbox's card fields. */
export function startedTypingCard(values: GivingValues): boolean {
  return [values.cardNumber, values.cardExpiry, values.cardCvc, values.cardholderName].some(Boolean);
}
