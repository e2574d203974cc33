// The payment methods screen's strings: its list, edit, delete and move dialogs. Part of the
// `portalSelfService` catalogue (self-service-parts/selfServiceMessages.ts), under `paymentMethods`.
const en = {
  title: 'Payment methods',
  intro:
    'The cards and bank accounts saved with your gifts. Update their details or remove the ones you no longer use.',
  addCard: 'To add a new card, give with it on the <0>giving page</0>; it is saved here for your next gifts.',
  listLabel: 'Saved cards',
  empty: 'You have no saved cards yet.',
  primary: 'Primary',
  nickname: 'Nickname',
  usedBy_one: 'Used by {{count}} recurring gift',
  usedBy_other: 'Used by {{count}} recurring gifts',
  notUsed: 'Not used by any recurring gift',
  editLabel: 'Edit {{card}}',
  deleteLabel: 'Delete {{card}}',
  updated: 'The payment method {{card}} was updated.',
  deleted: 'The payment method {{card}} was deleted.',
  editTitle: 'Update {{card}}',
  deleteTitle: 'Delete this payment method?',
  deleteText: '{{card}} will be removed from your account. This cannot be undone.',
  deleteConfirm: 'Delete payment method',
  moveAction: 'Move recurring gifts',
  moveLabel: 'Move recurring gifts from {{card}}',
  moveTitle: 'Move recurring gifts',
  moveText_one: 'Move {{count}} recurring gift from {{card}} to:',
  moveText_other: 'Move {{count}} recurring gifts from {{card}} to:',
  moveConfirm: 'Move gifts',
  moveTargetRequired: 'Choose the card the gifts should use.',
  moved: 'Your recurring gifts now use {{card}}.',
  bankAccount: 'Bank account',
  bankAccountHint: 'A bank account saved when you gave from it. Its authorization covers its later debits.',
  bankFields: {
    primary: 'Use as my primary payment method',
  },
  fields: {
    nickname: 'Nickname',
    primary: 'Use as my primary card',
    cardholderName: 'Name on card',
    expDate: 'Expiration date',
    expDateHint: 'MM/YYYY',
    billingAddress: 'Billing address',
    addressLine1: 'Address line 1',
    addressLine2: 'Address line 2',
    city: 'City',
    state: 'State or province',
    postalCode: 'Postal code',
    country: 'Country',
  },
};

/** English; the Spanish is `paymentMethodsMessages.es.ts`, fetched with the catalogue this is part of. */
export const paymentMethodsMessagesEn: PaymentMethodsMessagesText = en;

export type PaymentMethodsMessagesText = typeof en;
