// Namespace `giving-end`: the words of a recurring gift's end fields, in English and Spanish. They come
// with the fields' lazy chunk; the box that opens them and their messages are in `giving`.
export const END_NAMESPACE = 'giving-end';

export const endMessagesEn = {
  legend: 'It ends',
  date: 'On a date',
  count: 'After a number of gifts',
  dateLabel: 'End date',
  dateHint: 'No gift after this date is charged.',
  countLabel: 'Number of gifts',
  countHint: 'The first gift counts as one.',
  beforeStart: 'The end date cannot be before the first gift.',
  countRange: 'Enter a number of gifts from {{min}} to {{max}}.',
};

export const endMessagesEs: typeof endMessagesEn = {
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
