// What an administrator reads when a donor list's options are refused, and the lists' CSV words, in
// English and Spanish.
import type { Locale } from '@halo/domain';

const en = {
  lookbackMonthsInvalid: 'Choose 1 to 60 months.',
  quietDaysInvalid: 'Choose 1 to 730 days.',
  limitInvalid: 'Choose 1 to 500 givers.',
  'csv.name': 'Name',
  'csv.email': 'Email',
  'csv.giftCount': 'Gifts',
  'csv.totalGiven': 'Total given',
  'csv.firstGiftDate': 'First gift',
  'csv.lastGiftDate': 'Last gift',
  'csv.recurringGift': 'Recurring gift',
  'csv.amount': 'Amount',
  'csv.schedule': 'Schedule',
  'csv.status': 'Status',
  'csv.nextOccurrence': 'Next gift',
  'csv.card': 'Card',
  'csv.risks': 'At risk because',
  'risk.card-expiring': 'Card expiring',
  'risk.last-charge-failed': 'Last charge failed',
  'risk.paused': 'Paused',
  'status.active': 'Active',
  'status.paused': 'Paused',
} as const;

export type DonorListMessageKey = keyof typeof en;

const es: Record<DonorListMessageKey, string> = {
  lookbackMonthsInvalid: 'Elige de 1 a 60 meses.',
  quietDaysInvalid: 'Elige de 1 a 730 días.',
  limitInvalid: 'Elige de 1 a 500 donantes.',
  'csv.name': 'Nombre',
  'csv.email': 'Correo electrónico',
  'csv.giftCount': 'Donaciones',
  'csv.totalGiven': 'Total donado',
  'csv.firstGiftDate': 'Primera donación',
  'csv.lastGiftDate': 'Última donación',
  'csv.recurringGift': 'Donación recurrente',
  'csv.amount': 'Monto',
  'csv.schedule': 'Frecuencia',
  'csv.status': 'Estado',
  'csv.nextOccurrence': 'Próxima donación',
  'csv.card': 'Tarjeta',
  'csv.risks': 'En riesgo por',
  'risk.card-expiring': 'Tarjeta por vencer',
  'risk.last-charge-failed': 'Falló el último cargo',
  'risk.paused': 'En pausa',
  'status.active': 'Activo',
  'status.paused': 'En pausa',
};

export function donorListMessage(locale: Locale, key: DonorListMessageKey): string {
  return (locale === 'es' ? es : en)[key];
}
