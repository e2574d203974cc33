import { formatCardExpiry } from '@halo/domain';
import { Stop, UPDATE_FIELDS } from './givingFailures';
import { cardChoices } from './givingFormChoices';
import type { GivingFormState, GivingResultSummary, RecurringGiftClient } from './givingFormState';
import type { FieldErrors, GivingValues } from './givingValues';
import { giftAmount } from './validateGiving';

/**
 * Update Now (docs/PRODUCT.md §2): `updateRecurringGiving` with the chosen saved card; nothing is charged now.
 * `start` is what the form opened with, so an untouched schedule is not sent. A refusal or a gift
 * that is gone throws a Stop naming the fields it is about.
 */
export async function updateRecurringGift(
  state: GivingFormState,
  start: GivingValues,
  client: RecurringGiftClient | undefined,
  organizationPrefixedId: string,
): Promise<GivingResultSummary> {
  const { values, recurringGift: gift } = state;
  if (!gift || !client) throw new Stop({ key: 'giving:update.notFound' });
  const card = cardChoices(state).find((choice) => choice.id === values.savedCard);
  if (!card)
    throw new Stop(
      { key: 'giving:errors.checkFields' },
      { savedCard: { key: 'giving:update.cardRequired' } },
    );
  const amount = giftAmount(values) as number;
  const result = await client.update({
    prefixedId: gift.prefixedId,
    organizationPrefixedId,
    stripePaymentMethodId: card.id,
    stripeCardLastFour: card.last_four,
    stripeCardExpiration: formatCardExpiry(card.exp_month, card.exp_year),
    type: values.period,
    amountsByFundAccount: [{ fundAccountPrefixedId: values.fund, amount }],
    // Sent only when changed, so an untouched schedule is never refused as "in the past".
    nextOccurrence: values.startDate !== start.startDate ? values.startDate : null,
    isFeeCovered: values.coverFee,
    memo: values.memo.trim(),
  });
  if (!result.ok) {
    const errors: FieldErrors = {};
    const other: string[] = [];
    for (const [name, text] of Object.entries(result.errors)) {
      const field = UPDATE_FIELDS[name.split('.').pop() ?? name] ?? UPDATE_FIELDS[name.split('.')[0] ?? ''];
      if (field && !errors[field]) errors[field] = { text };
      else other.push(text);
    }
    const text = other[0] ?? result.message;
    throw new Stop(
      text
        ? { text }
        : Object.keys(errors).length
          ? { key: 'giving:errors.checkFields' }
          : { key: 'giving:errors.generic' },
      errors,
    );
  }
  return {
    giftId: gift.prefixedId,
    amount,
    frequency: values.period,
    receiptEmail: null,
    nextOccurrence: result.nextOccurrence,
  };
}
