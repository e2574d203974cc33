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
  disputeReason: 'Reason given by the bank',
  evidenceDue: 'Evidence due by',
  noEvidenceDue: 'No answer possible',
};

const es: typeof en = {
  refund: 'Reembolsar',
  refundTitle: 'Reembolsar la donación de {{amount}}',
  amount: 'Importe a reembolsar',
  amountHint: 'Como máximo {{max}}. Un importe menor devuelve parte de la donación.',
  reason: 'Motivo (opcional, se le indica al donante)',
  explanation: '{{amount}} vuelve a la tarjeta del donante y se le envía un correo. No se puede deshacer.',
  confirm: 'Reembolsar {{amount}}',
  confirmNoAmount: 'Reembolsar',
  amountInvalid: 'Escribe un importe como 25.00, mayor que cero y de {{max}} como máximo.',
  cancel: 'Cancelar',
  done: 'Se reembolsaron {{amount}}. Se envió un correo al donante.',
  refunded: 'Reembolsado',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
  dispute: 'Disputa',
  disputeAmount: 'Importe disputado',
  disputeReason: 'Motivo indicado por el banco',
  evidenceDue: 'Pruebas hasta',
  noEvidenceDue: 'Ya no se puede responder',
};

export const refundMessages: Catalogue<typeof en> = { namespace: REFUNDS_NAMESPACE, en, es };
