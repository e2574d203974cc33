import type { PaymentMethodsMessagesText } from './paymentMethodsMessages';

// The Spanish of paymentMethodsMessages.ts: part of the self-service catalogue's Spanish chunk (selfServiceMessages.es.ts).
export const paymentMethodsMessagesEs: PaymentMethodsMessagesText = {
  title: 'Métodos de pago',
  intro:
    'Las tarjetas y cuentas bancarias guardadas con tus donaciones. Actualiza sus datos o elimina las que ya no uses.',
  addCard:
    'Para agregar una tarjeta nueva, dona con ella en la <0>página de donaciones</0>; se guarda aquí para tus próximas donaciones.',
  listLabel: 'Tarjetas guardadas',
  empty: 'Todavía no tienes tarjetas guardadas.',
  primary: 'Principal',
  nickname: 'Alias',
  usedBy_one: 'La usa {{count}} donación recurrente',
  usedBy_other: 'La usan {{count}} donaciones recurrentes',
  notUsed: 'Ninguna donación recurrente la usa',
  editLabel: 'Editar {{card}}',
  deleteLabel: 'Eliminar {{card}}',
  updated: 'Se actualizó el método de pago {{card}}.',
  deleted: 'Se eliminó el método de pago {{card}}.',
  editTitle: 'Actualizar {{card}}',
  deleteTitle: '¿Eliminar este método de pago?',
  deleteText: '{{card}} se eliminará de tu cuenta. Esta acción no se puede deshacer.',
  deleteConfirm: 'Eliminar método de pago',
  moveAction: 'Mover donaciones recurrentes',
  moveLabel: 'Mover donaciones recurrentes de {{card}}',
  moveTitle: 'Mover donaciones recurrentes',
  moveText_one: 'Mover {{count}} donación recurrente de {{card}} a:',
  moveText_other: 'Mover {{count}} donaciones recurrentes de {{card}} a:',
  moveConfirm: 'Mover donaciones',
  moveTargetRequired: 'Elige la tarjeta que deben usar las donaciones.',
  moved: 'Tus donaciones recurrentes ahora usan {{card}}.',
  bankAccount: 'Cuenta bancaria',
  bankAccountHint:
    'Una cuenta bancaria guardada al donar desde ella. Su autorización cubre sus débitos posteriores.',
  bankFields: {
    primary: 'Usar como mi método de pago principal',
  },
  fields: {
    nickname: 'Alias',
    primary: 'Usar como mi tarjeta principal',
    cardholderName: 'Nombre en la tarjeta',
    expDate: 'Fecha de vencimiento',
    expDateHint: 'MM/AAAA',
    billingAddress: 'Dirección de facturación',
    addressLine1: 'Dirección, línea 1',
    addressLine2: 'Dirección, línea 2',
    city: 'Ciudad',
    state: 'Estado o provincia',
    postalCode: 'Código postal',
    country: 'País',
  },
};
