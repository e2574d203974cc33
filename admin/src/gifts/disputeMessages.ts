import type { Catalogue } from 'halo_shared/i18n';

/**
 * Namespace `admin-disputes`: a card dispute in words, in the gift's details. Stripe names the bank's
 * reason and the dispute's state with codes (`fraudulent`, `needs_response`); an administrator reads
 * what they mean for the church. The codes are Stripe's documented values of `Dispute.reason` and
 * `Dispute.status` (docs.stripe.com/disputes/categories); one Stripe adds later reads as itself.
 */
export const DISPUTES_NAMESPACE = 'admin-disputes';

export const DISPUTE_REASONS = [
  'bank_cannot_process',
  'check_returned',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'noncompliant',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
] as const;

export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'appeal_needs_response',
  'appeal_under_review',
  'won',
  'lost',
  'prevented',
] as const;

type DisputeReason = (typeof DISPUTE_REASONS)[number];
type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

const en: {
  reason: Record<DisputeReason, string>;
  otherReason: string;
  status: Record<DisputeStatus, string>;
  otherStatus: string;
} = {
  reason: {
    bank_cannot_process: 'The donor’s bank could not process the payment.',
    check_returned: 'The donor’s check was returned unpaid.',
    credit_not_processed: 'The donor says a refund or credit they were promised was not made.',
    customer_initiated: 'The donor asked their bank to reverse the payment.',
    debit_not_authorized: 'The donor says they did not authorize this debit.',
    duplicate: 'The donor says they were charged twice for the same gift.',
    fraudulent: 'The cardholder says they did not make this gift (possible fraud).',
    general: 'The bank gave no specific reason.',
    incorrect_account_details: 'The account details used for the payment were wrong.',
    insufficient_funds: 'The donor’s account did not have enough money.',
    noncompliant: 'The card network says the payment broke its rules.',
    product_not_received: 'The donor says they did not receive what they paid for.',
    product_unacceptable: 'The donor says what they paid for was defective or not as described.',
    subscription_canceled: 'The donor says they had canceled this recurring gift before it was charged.',
    unrecognized: 'The donor does not recognize this charge on their statement.',
  },
  otherReason: 'The bank’s reason, as Stripe names it: “{{code}}”.',
  status: {
    warning_needs_response: 'Inquiry: needs a response',
    warning_under_review: 'Inquiry: under review',
    warning_closed: 'Inquiry closed',
    needs_response: 'Needs a response',
    under_review: 'Under review',
    appeal_needs_response: 'Appeal: needs a response',
    appeal_under_review: 'Appeal: under review',
    won: 'Won',
    lost: 'Lost',
    prevented: 'Prevented',
  },
  otherStatus: 'As Stripe names it: “{{code}}”',
};

export const disputeMessages: Catalogue<DisputeMessagesText> = {
  namespace: DISPUTES_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './disputeMessages.es').then((module) => module.es),
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The message key of Stripe's reason code, and the code itself for one it does not document. */
export function disputeReasonText(
  t: (key: string, options?: Record<string, unknown>) => string,
  reason: string,
): string {
  return isOneOf(DISPUTE_REASONS, reason) ? t(`reason.${reason}`) : t('otherReason', { code: reason });
}

export function disputeStatusText(
  t: (key: string, options?: Record<string, unknown>) => string,
  status: string,
): string {
  return isOneOf(DISPUTE_STATUSES, status) ? t(`status.${status}`) : t('otherStatus', { code: status });
}

export type DisputeMessagesText = typeof en;
