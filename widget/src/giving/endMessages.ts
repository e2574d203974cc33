import type { Catalogue } from 'halo_shared/i18n';

// Namespace `giving-end`: the words of a recurring gift's end fields. English comes with the fields'
// lazy chunk, Spanish (endMessages.es.ts) only once the form speaks Spanish; the box that opens them
// and their messages are in `giving`.
export const END_NAMESPACE = 'giving-end';

const en = {
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

export type EndMessages = typeof en;

export const endCatalogue: Catalogue<EndMessages> = {
  namespace: END_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "giving-es" */ './endMessages.es').then((module) => module.es),
};
