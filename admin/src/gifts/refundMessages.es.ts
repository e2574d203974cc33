import type { RefundMessagesText } from './refundMessages';

// The Spanish of refundMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: RefundMessagesText = {
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
  disputeFee: 'Comisión por disputa',
  disputeReason: 'Motivo indicado por el banco',
  evidenceDue: 'Pruebas hasta',
  noEvidenceDue: 'Ya no se puede responder',
};
