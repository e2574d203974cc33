// A recurring gift as a wallet's sheet shows it (docs/PRODUCT.md §23): Apple Pay asks for a
// recurring payment request (what each charge takes, from when, how often, where it is managed) to
// issue a card that lasts beyond the donor's device. Built from the form as it stands when the
// wallet's button is pressed; null for a one-time gift.
import { FREQUENCIES, type Frequency, type Organization } from '@halo/domain';
import type { WalletRecurringRequest } from 'halo_shared/api/stripeCard';
import type { GivingValues } from './givingValues';
import { feeSummary } from './givingFormChoices';
import { recurringEndDate } from './recurringEnd';

/**
 * How often a schedule charges, in Apple's calendar units. Twice a month has no unit of its own:
 * its step of 14 days is the nearest Apple can show.
 */
export function walletInterval(frequency: Frequency): WalletRecurringRequest['interval'] {
  const rule: { stepDays?: number; stepMonths?: number } = FREQUENCIES[frequency];
  if (rule.stepMonths === 12) return { unit: 'year', count: 1 };
  if (rule.stepMonths) return { unit: 'month', count: rule.stepMonths };
  return { unit: 'day', count: rule.stepDays ?? 1 };
}

export function walletRecurringRequest(
  values: GivingValues,
  organization: Organization,
  words: { description: string; label: string; managementUrl: string },
): WalletRecurringRequest | null {
  if (values.frequencyKind !== 'recurring') return null;
  const charge = feeSummary(values, organization);
  if (!charge) return null;
  return {
    ...words,
    amountCents: values.coverFee ? charge.total : charge.amount,
    startDate: values.startDate,
    endDate: recurringEndDate(values),
    interval: walletInterval(values.period),
  };
}
