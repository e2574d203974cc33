import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-refunds`: refunding a gift and its disputes, in the Gifts section's gift detail. */
export const REFUNDS_NAMESPACE = 'admin-refunds';

const en = {
  refund: 'Refund',
  refundTitle: 'Refund the gift of {{amount}}',
  amount: 'Amount to refund',
  amountHint: 'At most {{max}}. A smaller amount gives back part of the gift.',
  reason: 'Reason (optional, told to the donor)',
  explanation: '{{amount}} goes back to the donor’s card and the donor is emailed. This cannot be undone.',
  confirm: 'Refund {{amount}}',
  confirmNoAmount: 'Refund',
  amountInvalid: 'Write an amount such as 25.00, more than zero and at most {{max}}.',
  cancel: 'Cancel',
  done: '{{amount}} refunded. The donor is emailed.',
  refunded: 'Refunded',
  failed: 'Something went wrong, please try again.',
  dispute: 'Dispute',
  disputeAmount: 'Disputed amount',
  disputeFee: 'Dispute fee',
  disputeReason: 'Reason given by the bank',
  evidenceDue: 'Evidence due by',
  noEvidenceDue: 'No answer possible',
};

export const refundMessages: Catalogue<RefundMessagesText> = {
  namespace: REFUNDS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './refundMessages.es').then((module) => module.es),
};

export type RefundMessagesText = typeof en;
