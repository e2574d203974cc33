import { addTranslations, type Translations } from 'halo_shared/i18n';

/** Namespace `admin-donors`: the console's "Donors" section and its "Record a gift" dialog. */
export const DONORS_NAMESPACE = 'admin-donors';

const en = {
  search: 'Name or email',
  find: 'Search',
  list: 'Donors',
  none: 'No donor matches.',
  giving_one: '{{count}} gift · {{total}} given',
  giving_other: '{{count}} gifts · {{total}} given',
  seeGifts: 'See gifts',
  seeGiftsOf: 'See gifts of {{name}}',
  record: 'Record a gift',
  recordFrom: 'Record a gift from {{name}}',
  method: 'Method',
  cash: 'Cash',
  cheque: 'Cheque',
  fund: 'Fund',
  amount: 'Amount ({{currency}})',
  date: 'Date given',
  memo: 'Memo (optional)',
  save: 'Record gift',
  cancel: 'Cancel',
  amountInvalid: 'Enter an amount such as 25.00.',
  dateInvalid: 'Enter the day the gift was given, not in the future.',
  fundMissing: 'Choose a fund.',
  recorded: 'Recorded a gift of {{amount}} from {{name}}.',
  failed: 'Something went wrong, please try again.',
  lettersIntro: 'Contribution statements are written from the church’s letters:',
  letters: 'Letter templates',
};

const es: typeof en = {
  search: 'Nombre o correo electrónico',
  find: 'Buscar',
  list: 'Donantes',
  none: 'Ningún donante coincide.',
  giving_one: '{{count}} donación · {{total}} en total',
  giving_other: '{{count}} donaciones · {{total}} en total',
  seeGifts: 'Ver donaciones',
  seeGiftsOf: 'Ver donaciones de {{name}}',
  record: 'Registrar una donación',
  recordFrom: 'Registrar una donación de {{name}}',
  method: 'Método',
  cash: 'Efectivo',
  cheque: 'Cheque',
  fund: 'Fondo',
  amount: 'Monto ({{currency}})',
  date: 'Fecha de la donación',
  memo: 'Nota (opcional)',
  save: 'Registrar donación',
  cancel: 'Cancelar',
  amountInvalid: 'Escribe un monto como 25.00.',
  dateInvalid: 'Escribe el día en que se dio la donación, que no sea futuro.',
  fundMissing: 'Elige un fondo.',
  recorded: 'Se registró una donación de {{amount}} de {{name}}.',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
  lettersIntro: 'Las constancias de donativos se escriben con las cartas de la iglesia:',
  letters: 'Plantillas de cartas',
};

export const donorsMessages: Translations<typeof en> = { en, es };

addTranslations(DONORS_NAMESPACE, donorsMessages);
