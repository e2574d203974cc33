import type { DisputeMessagesText } from './disputeMessages';

// The Spanish of disputeMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: DisputeMessagesText = {
  reason: {
    bank_cannot_process: 'El banco del donante no pudo procesar el pago.',
    check_returned: 'El cheque del donante fue devuelto sin pagar.',
    credit_not_processed: 'El donante dice que no recibió un reembolso o crédito prometido.',
    customer_initiated: 'El donante pidió a su banco que revirtiera el pago.',
    debit_not_authorized: 'El donante dice que no autorizó este débito.',
    duplicate: 'El donante dice que se le cobró dos veces la misma donación.',
    fraudulent: 'El titular de la tarjeta dice que no hizo esta donación (posible fraude).',
    general: 'El banco no dio un motivo concreto.',
    incorrect_account_details: 'Los datos de la cuenta usados para el pago eran incorrectos.',
    insufficient_funds: 'La cuenta del donante no tenía fondos suficientes.',
    noncompliant: 'La red de tarjetas dice que el pago incumplió sus normas.',
    product_not_received: 'El donante dice que no recibió lo que pagó.',
    product_unacceptable: 'El donante dice que lo que pagó era defectuoso o no era lo descrito.',
    subscription_canceled: 'El donante dice que había cancelado esta donación recurrente antes del cobro.',
    unrecognized: 'El donante no reconoce este cargo en su estado de cuenta.',
  },
  otherReason: 'El motivo del banco, como lo llama Stripe: «{{code}}».',
  status: {
    warning_needs_response: 'Consulta: necesita respuesta',
    warning_under_review: 'Consulta: en revisión',
    warning_closed: 'Consulta cerrada',
    needs_response: 'Necesita respuesta',
    under_review: 'En revisión',
    appeal_needs_response: 'Apelación: necesita respuesta',
    appeal_under_review: 'Apelación: en revisión',
    won: 'Ganada',
    lost: 'Perdida',
    prevented: 'Evitada',
  },
  otherStatus: 'Según Stripe: «{{code}}»',
};
