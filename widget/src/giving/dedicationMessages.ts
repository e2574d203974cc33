import type { Catalogue } from 'halo_shared/i18n';

// Namespace `giving-dedication`: the words of the "in honour or memory of" panel. English comes with the
// panel's lazy chunk, Spanish (dedicationMessages.es.ts) only once the form speaks Spanish; only the
// box that opens it is on the first screen.
export const DEDICATION_NAMESPACE = 'giving-dedication';

const en = {
  legend: 'In honor or memory',
  honor: 'In honor of',
  memory: 'In memory of',
  name: 'Their name',
  notifyHint:
    'We can email someone of your choosing to say you gave this gift. The amount is never mentioned.',
  notifyEmail: 'Email to notify (optional)',
  notifySender: 'From (optional)',
  notifySenderHint: 'The name they will see. Your own name if left empty.',
};

export type DedicationMessages = typeof en;

export const dedicationCatalogue: Catalogue<DedicationMessages> = {
  namespace: DEDICATION_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "giving-es" */ './dedicationMessages.es').then((module) => module.es),
};
