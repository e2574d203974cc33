import type { SplitMessages } from './splitMessages';

// The Spanish of splitMessages.ts, in the `giving-es` chunk with the rest of the form's Spanish: fetched only once a page speaks Spanish.
export const es: SplitMessages = {
  legend: 'Fondos y montos',
  hint: 'Cada fondo desde {{min}}; el total hasta {{max}}.',
  fund: 'Fondo {{number}}',
  chooseFund: 'Elija un fondo',
  amount: 'Monto para el fondo {{number}} ({{currency}})',
  add: 'Agregar un fondo',
  remove: 'Quitar el fondo {{number}}',
  removeShort: 'Quitar',
};
