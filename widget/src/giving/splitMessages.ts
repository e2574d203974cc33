import type { Catalogue } from 'halo_shared/i18n';

// Namespace `giving-split`: the words of the split editor. English comes with the editor's lazy chunk
// (only 'Split between funds' itself is on the first screen), so a donor who gives to one fund never
// downloads them; Spanish (splitMessages.es.ts) only once the form speaks Spanish.
export const SPLIT_NAMESPACE = 'giving-split';

const en = {
  legend: 'Funds and amounts',
  hint: 'Each fund from {{min}}; the whole up to {{max}}.',
  fund: 'Fund {{number}}',
  chooseFund: 'Choose a fund',
  amount: 'Amount for fund {{number}} ({{currency}})',
  add: 'Add a fund',
  remove: 'Remove fund {{number}}',
  removeShort: 'Remove',
};

export type SplitMessages = typeof en;

export const splitCatalogue: Catalogue<SplitMessages> = {
  namespace: SPLIT_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "giving-es" */ './splitMessages.es').then((module) => module.es),
};
