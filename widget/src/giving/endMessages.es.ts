import type { EndMessages } from './endMessages';

// The Spanish of endMessages.ts, in the `giving-es` chunk with the rest of the form's Spanish: fetched only once a page speaks Spanish.
export const es: EndMessages = {
  legend: 'Termina',
  date: 'En una fecha',
  count: 'Después de un número de donaciones',
  dateLabel: 'Fecha de finalización',
  dateHint: 'No se cobra ninguna donación después de esta fecha.',
  countLabel: 'Número de donaciones',
  countHint: 'La primera donación cuenta como una.',
  beforeStart: 'La fecha de finalización no puede ser anterior a la primera donación.',
  countRange: 'Ingrese un número de donaciones entre {{min}} y {{max}}.',
};
