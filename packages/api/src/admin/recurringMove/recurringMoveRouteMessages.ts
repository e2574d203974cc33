// What the console's entry for moving recurring donors refuses before a file is read, in the
// administrator's language, naming the field; the file's own refusals are the move's
// (core/recurringMoves/recurringMoveMessages.ts).
import type { Locale } from '@halo/domain';

const en = {
  fileRequired:
    'File of Stripe objects: choose the JSON file of Stripe list answers (subscriptions, customers, payment methods); this church has no Stripe account connected in Stripe mode to read them from.',
  fileTooLarge: '{field}: the file may be at most {max} MB; move the donors with the halo CLI instead.',
  fileEmpty: '{field}: the file is empty.',
  fieldFile: 'File of Stripe objects',
  fieldSchedule: 'Schedule',
  fieldFundMap: 'Fund map',
} as const;

export type RecurringMoveRouteMessageKey = keyof typeof en;

const es: Record<RecurringMoveRouteMessageKey, string> = {
  fileRequired:
    'Archivo de objetos de Stripe: elige el archivo JSON de listas de Stripe (suscripciones, clientes, métodos de pago); esta iglesia no tiene una cuenta de Stripe conectada en modo Stripe de la que leerlos.',
  fileTooLarge:
    '{field}: el archivo puede tener {max} MB como máximo; traslada a los donantes con la CLI de halo.',
  fileEmpty: '{field}: el archivo está vacío.',
  fieldFile: 'Archivo de objetos de Stripe',
  fieldSchedule: 'Calendario',
  fieldFundMap: 'Mapa de fondos',
};

export function recurringMoveRouteMessage(
  locale: Locale,
  key: RecurringMoveRouteMessageKey,
  params: Record<string, string | number> = {},
): string {
  return (locale === 'es' ? es : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
