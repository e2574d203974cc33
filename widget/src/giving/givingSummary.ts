import { formatMoney, type Organization } from '@halo/domain';
import { splitCents } from './fundSplitRows';
import { recurringEndDate } from './recurringEnd';
import { feeSummary } from './givingFormChoices';
import { visibleFunds, type GivingValues } from './givingValues';

/** Translates a `giving` namespace key (the form's `t`). */
export type GivingTranslate = (key: string, params?: Record<string, string>) => string;

/** What the donor is about to give, in their words, shown beside the total before they pay. */
export interface GivingSummary {
  /** "$50.00 monthly to Missions, starting December 1" / "$50.00 one time to General Fund". */
  gift: string;
  /** A recurring gift's end: "Ends on March 1" / "Ends after 12 gifts, on March 1"; null when none. */
  end: string | null;
  /** "You cover the $1.75 fee" when the donor adds the processing fee, otherwise null. */
  fee: string | null;
  /** What the card is charged: the gift, plus the fee when the donor covers it. */
  totalCents: number;
}

/**
 * The running summary of the first step, or null until an amount is chosen. Money in the church's
 * currency and the formatting locale the form uses; a recurring gift's start date without its year
 * when it falls in the church's current year.
 */
export function givingSummary(
  values: GivingValues,
  organization: Organization,
  today: string,
  t: GivingTranslate,
  formatLocale: string,
): GivingSummary | null {
  const fee = feeSummary(values, organization);
  if (!fee) return null;
  const money = (cents: number) => formatMoney(cents, organization.onlineGiving.currency, formatLocale);
  const fund = fundsText(values, organization, t, formatLocale);
  const amount = money(fee.amount);
  const gift =
    values.frequencyKind === 'recurring'
      ? t('summary.recurring', {
          amount,
          fund,
          period: t(`summary.period.${values.period}`),
          date: startDateText(values.startDate, today, formatLocale),
        })
      : t('summary.oneTime', { amount, fund });
  const endDate = recurringEndDate(values);
  const endText = endDate ? startDateText(endDate, today, formatLocale) : null;
  return {
    gift,
    end: !endText
      ? null
      : values.endKind === 'count'
        ? t('summary.endsAfter', { count: values.endCount.trim(), date: endText })
        : t('summary.endsOn', { date: endText }),
    fee: values.coverFee ? t('summary.coveredFee', { fee: money(fee.fee) }) : null,
    totalCents: values.coverFee ? fee.total : fee.amount,
  };
}

/**
 * Where the gift goes: its fund's name, or each fund of a split with its part ("General Fund ($30.00)
 * and Missions ($20.00)"), listed as the reader's language lists things.
 */
export function fundsText(
  values: GivingValues,
  organization: Organization,
  t: GivingTranslate,
  formatLocale: string,
): string {
  const funds = visibleFunds(organization);
  const name = (prefixedId: string) => funds.find((fund) => fund.prefixedId === prefixedId)?.name ?? '';
  const cents = values.splitFunds ? splitCents(values.splitRows) : null;
  if (!cents) return name(values.fund);
  const parts = values.splitRows.map((row, index) =>
    t('summary.fundPart', {
      fund: name(row.fund),
      amount: formatMoney(cents[index] ?? 0, organization.onlineGiving.currency, formatLocale),
    }),
  );
  return new Intl.ListFormat(formatLocale, { type: 'conjunction' }).format(parts);
}

/** "December 1" (this year) or "January 5, 2027": a calendar date, never shifted by a time zone. */
function startDateText(date: string, today: string, locale: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}
