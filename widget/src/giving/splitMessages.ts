// Namespace `giving-split`: the words of the split editor, in English and Spanish. They come with the
// editor's lazy chunk (only 'Split between funds' itself is on the first screen), so a donor who gives
// to one fund never downloads them.
export const SPLIT_NAMESPACE = 'giving-split';

export const splitMessagesEn = {
  legend: 'Funds and amounts',
  hint: 'Each fund from {{min}}; the whole up to {{max}}.',
  fund: 'Fund {{number}}',
  chooseFund: 'Choose a fund',
  amount: 'Amount for fund {{number}} ({{currency}})',
  add: 'Add a fund',
  remove: 'Remove fund {{number}}',
  removeShort: 'Remove',
};

export const splitMessagesEs: typeof splitMessagesEn = {
  legend: 'Fondos y montos',
  hint: 'Cada fondo desde {{min}}; el total hasta {{max}}.',
  fund: 'Fondo {{number}}',
  chooseFund: 'Elija un fondo',
  amount: 'Monto para el fondo {{number}} ({{currency}})',
  add: 'Agregar un fondo',
  remove: 'Quitar el fondo {{number}}',
  removeShort: 'Quitar',
};
