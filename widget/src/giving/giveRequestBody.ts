// The body of POST /api/give from the form's values: the gift (one fund, or split between funds),
// its schedule, fee choice and note, for the donor and card the submission settled on.
import type { GiveRequest } from 'halo_shared/api/giving';
import { splitCents } from './fundSplitRows';
import { recurringEndDate } from './recurringEnd';
import type { GivingCustomer } from './givingFormState';
import type { GivingValues } from './givingValues';

export function giveRequestBody(
  values: GivingValues,
  organizationPrefixedId: string,
  customer: GivingCustomer,
  paymentMethodId: string,
  amount: number,
): GiveRequest {
  const recurring = values.frequencyKind === 'recurring';
  const endDate = recurringEndDate(values);
  const cents = values.splitFunds ? splitCents(values.splitRows) : null;
  const parts = cents
    ? values.splitRows.map((row, index) => ({ fund_prefixed_id: row.fund, amount: cents[index] ?? 0 }))
    : null;
  return {
    organization_prefixed_id: organizationPrefixedId,
    stripe_customer_id: customer.stripeCustomerId,
    donor_prefixed_id: customer.donorPrefixedId,
    payment_method_id: paymentMethodId,
    amount,
    // A split names its first fund here too (the contract's fund stays required).
    fund_prefixed_id: parts?.[0]?.fund_prefixed_id ?? values.fund,
    ...(parts ? { funds: parts } : {}),
    frequency: recurring ? values.period : 'one_time',
    ...(recurring ? { start_date: values.startDate } : {}),
    ...(endDate ? { end_date: endDate } : {}),
    is_fee_covered: values.coverFee,
    ...(values.memo.trim() ? { memo: values.memo.trim() } : {}),
    ...(values.campaign ? { campaign: values.campaign } : {}),
    ...(values.dedicate
      ? {
          dedication: {
            kind: values.dedicationKind,
            name: values.dedicationName.trim(),
            notify_email: values.dedicationEmail.trim(),
            notify_sender: values.dedicationSender.trim(),
          },
        }
      : {}),
  };
}
