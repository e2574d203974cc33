import type { Locale } from '../constants';

/** Why a gift is not moved (docs/PRODUCT.md §17), in en and es; the CLI names the gift before it. */
const en = {
  interval:
    'its interval ({value}) is not one of ours (weekly, every other week, twice a month, monthly, quarterly, yearly)',
  currency: 'it is in {value}, the church gives in {currency}',
  noCard: 'it has no saved card we can charge',
  fundUnknown: 'the church has no fund "{value}": map it with --fund-map, or add it with fund:add',
  noEmail: 'its customer has no email address',
  amount: 'its amount ({value}) is not an amount we can charge',
  pausedElsewhere: 'its collection is paused at the old platform: resume it there first, or set it up again',
  notCharging: 'it is {value} at the old platform, which no longer charges it: there is nothing to move',
  otherCustomer: 'the donor already gives through another Stripe customer of the church',
  unverifiedAccount:
    'an account with this email has not proved it yet: the gift moves once its owner verifies it (or the unproved account is removed after 7 days)',
  required: 'This is a required field',
  date: 'must be a date written YYYY-MM-DD',
  customerUnknown: 'the customer {value} is not among the customers read',
} as const;

export type RecurringMoveReason = keyof typeof en;

const es: Record<RecurringMoveReason, string> = {
  interval:
    'su intervalo ({value}) no es uno de los nuestros (semanal, cada dos semanas, dos veces al mes, mensual, trimestral, anual)',
  currency: 'está en {value} y la iglesia recibe donaciones en {currency}',
  noCard: 'no tiene ninguna tarjeta guardada que podamos cobrar',
  fundUnknown: 'la iglesia no tiene el fondo "{value}": asígnalo con --fund-map o añádelo con fund:add',
  noEmail: 'su cliente no tiene correo electrónico',
  amount: 'su importe ({value}) no es un importe que podamos cobrar',
  pausedElsewhere:
    'su cobro está en pausa en la plataforma anterior: reanúdalo allí primero o créalo de nuevo',
  notCharging:
    'está en estado {value} en la plataforma anterior, que ya no la cobra: no hay nada que trasladar',
  otherCustomer: 'el donante ya dona mediante otro cliente de Stripe de la iglesia',
  unverifiedAccount:
    'una cuenta con este correo aún no lo ha verificado: la donación se traslada cuando su dueño lo verifique (o cuando la cuenta sin verificar se elimine a los 7 días)',
  required: 'Este campo es obligatorio',
  date: 'debe ser una fecha escrita AAAA-MM-DD',
  customerUnknown: 'el cliente {value} no está entre los clientes leídos',
};

export function recurringMoveReason(
  locale: Locale,
  reason: RecurringMoveReason,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return (locale === 'es' ? es : en)[reason].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
