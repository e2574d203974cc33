// What the form shows from its values: the fee the donor may cover, the cards to choose from, and a
// recurring gift's values when the form changes one.
import { coverFee, type CalendarDate, type Organization } from '@halo/domain';
import type { SavedCard } from 'halo_shared/api/giving';
import type { GivingFormState, RecurringGiftToUpdate } from './givingFormState';
import type { GivingValues } from './givingValues';
import { giftAmount } from './validateGiving';

/** The fee the donor may add, and the total charged then (domain coverFee, exact cents). */
export function feeSummary(values: GivingValues, organization: Organization) {
  const amount = giftAmount(values);
  if (amount === null || amount <= 0) return null;
  try {
    const covered = coverFee(amount, organization.onlineGiving.fee);
    return { amount, fee: covered.feeCents as number, total: covered.chargedCents as number };
  } catch {
    return null;
  }
}

/** The card choices of the payment step: update mode charges a saved card only, the gift's own included. */
export function cardChoices(
  state: Pick<GivingFormState, 'mode' | 'savedCards' | 'recurringGift'>,
): SavedCard[] {
  const card = state.mode === 'update' ? state.recurringGift?.card : null;
  if (!card || state.savedCards.some((saved) => saved.id === card.processorId)) return state.savedCards;
  const [month, year] = card.expiration.split('/');
  return [
    {
      id: card.processorId,
      brand: card.brand,
      last_four: card.lastFour,
      exp_month: Number(month),
      exp_year: Number(year),
    } as SavedCard,
    ...state.savedCards,
  ];
}

/** The form's values for a recurring gift: amount (its funds' sum), schedule, fund, memo, fee and card. */
export function recurringGiftValues(
  gift: RecurringGiftToUpdate,
  values: GivingValues,
  organization: Organization,
  today: CalendarDate,
): GivingValues {
  const amount = gift.funds.reduce((sum, fund) => sum + fund.amount, 0);
  const fixed = organization.onlineGiving.fixedAmounts.includes(amount);
  const fund = gift.funds.length === 1 ? gift.funds[0]?.prefixedId : undefined;
  return {
    ...values,
    amountChoice: fixed ? String(amount) : 'custom',
    customAmount: fixed ? '' : (amount / 100).toFixed(2),
    frequencyKind: 'recurring',
    period: gift.type,
    startDate: gift.nextOccurrence && gift.nextOccurrence > today ? gift.nextOccurrence : today,
    fund: fund ?? gift.funds[0]?.prefixedId ?? values.fund,
    memo: gift.memo ?? '',
    coverFee: gift.isFeeCovered,
    savedCard: gift.card?.processorId ?? values.savedCard,
  };
}
