import type { Frequency } from './constants';

// The Spanish of scheduleNames.ts, a module of its own: the server imports it with the English, while
// a browser fetches it only when its page speaks Spanish (a catalogue's `.es.ts` reads it).

export const scheduleNameEs: Record<Frequency, string> = {
  weekly: 'Semanal',
  every_other_week: 'Cada dos semanas',
  twice_a_month: 'Dos veces al mes',
  monthly: 'Mensual',
  quarterly: 'Trimestral',
  yearly: 'Anual',
};

export const scheduleNameInSentenceEs: Record<Frequency, string> = {
  weekly: 'semanal',
  every_other_week: 'cada dos semanas',
  twice_a_month: 'dos veces al mes',
  monthly: 'mensual',
  quarterly: 'trimestral',
  yearly: 'anual',
};

export const scheduleEveryEs: Record<Frequency, string> = {
  weekly: 'Cada semana',
  every_other_week: 'Cada dos semanas',
  twice_a_month: 'Dos veces al mes',
  monthly: 'Cada mes',
  quarterly: 'Cada trimestre',
  yearly: 'Cada año',
};

export const scheduleEveryInSentenceEs: Record<Frequency, string> = {
  weekly: 'cada semana',
  every_other_week: 'cada dos semanas',
  twice_a_month: 'dos veces al mes',
  monthly: 'cada mes',
  quarterly: 'cada trimestre',
  yearly: 'cada año',
};
