// What an administrator reads when the admin console refuses something, in English and Spanish.
// The church settings shared with the halo CLI keep their own texts (organizations/churchSettingsMessages.ts).
import type { Locale } from '@halo/domain';

const en = {
  forbidden: 'Your account does not have the administrator ability this needs.',
  brandColorInvalid: 'Write the brand color as #rrggbb, such as #1d4ed8.',
  brandColorUnreadable:
    'White text on {value} is hard to read (contrast {ratio}:1; at least 4.5:1 is needed): choose a darker color.',
  givingMessageTooLong: 'The message above the form may have at most 280 characters.',
  fundOrderInvalid: 'Give every fund of the church exactly once, in the new order.',
  fundDisabled: 'This fund is disabled: enable it first or choose another fund.',
  offlineAmountInvalid: 'The amount must be above zero and at most 1,000,000.00.',
  offlineDateInvalid: 'The date must be a day written YYYY-MM-DD, not in the future.',
  memoTooLong: 'The memo may have at most 500 characters.',
  ownManageTeamKept:
    'You cannot take the manage-team ability from yourself: ask another administrator to do it.',
  cursorInvalid: 'This page link is no longer valid: start again from the first page.',
  firstInvalid: 'Ask for 1 to 250 rows at a time.',
  searchTooLong: 'The search may have at most 100 characters.',
  refundOffline: 'Cash and checks were not paid by card: give the money back by hand.',
  refundNotRefundable: 'Only a succeeded card gift with something left to give back can be refunded.',
  refundAmountInvalid: 'Write the amount to refund, more than zero.',
  refundAmountTooHigh: 'At most {max} of this gift can still be refunded.',
  refundReasonTooLong: 'The reason may have at most 500 characters.',
  refundRequestInvalid: 'This refund request cannot be read: open the refund again.',
  refundRefused: 'The payment processor refused the refund: {reason}',
  refundStripeUnreachable:
    'This gift was charged through a Stripe account Halo Give can no longer use. Refund it from the church’s Stripe dashboard, or connect that account again under Payments.',
  statementYearInvalid: 'Choose a year from 2000 to this year.',
  statementNoDonors: 'No donor gave in {year}: there is no statement to send.',
  statementBatchRunning:
    'Statements for {year} on this letter are being sent already: wait until they are all sent.',
} as const;

export type AdminMessageKey = keyof typeof en;

const es: Record<AdminMessageKey, string> = {
  forbidden: 'Tu cuenta no tiene la capacidad de administración que esto requiere.',
  brandColorInvalid: 'Escribe el color de la marca como #rrggbb, por ejemplo #1d4ed8.',
  brandColorUnreadable:
    'El texto blanco sobre {value} se lee mal (contraste {ratio}:1; se necesita al menos 4.5:1): elige un color más oscuro.',
  givingMessageTooLong: 'El mensaje sobre el formulario puede tener 280 caracteres como máximo.',
  fundOrderInvalid: 'Indica cada fondo de la iglesia exactamente una vez, en el nuevo orden.',
  fundDisabled: 'Este fondo está desactivado: actívalo antes o elige otro fondo.',
  offlineAmountInvalid: 'El importe debe ser mayor que cero y de 1.000.000,00 como máximo.',
  offlineDateInvalid: 'La fecha debe ser un día escrito AAAA-MM-DD, no futuro.',
  memoTooLong: 'La nota puede tener 500 caracteres como máximo.',
  ownManageTeamKept:
    'No puedes quitarte a ti mismo la capacidad manage-team: pide a otro administrador que lo haga.',
  cursorInvalid: 'Este enlace de página ya no es válido: vuelve a empezar desde la primera página.',
  firstInvalid: 'Pide de 1 a 250 filas cada vez.',
  searchTooLong: 'La búsqueda puede tener 100 caracteres como máximo.',
  refundOffline: 'El efectivo y los cheques no se pagaron con tarjeta: devuelve el dinero en mano.',
  refundNotRefundable:
    'Solo se puede reembolsar una donación con tarjeta completada a la que le quede algo por devolver.',
  refundAmountInvalid: 'Escribe el importe a reembolsar, mayor que cero.',
  refundAmountTooHigh: 'Como máximo se pueden reembolsar {max} de esta donación.',
  refundReasonTooLong: 'El motivo puede tener 500 caracteres como máximo.',
  refundRequestInvalid: 'No se puede leer esta solicitud de reembolso: abre el reembolso de nuevo.',
  refundRefused: 'El procesador de pagos rechazó el reembolso: {reason}',
  refundStripeUnreachable:
    'Esta donación se cobró con una cuenta de Stripe que Halo Give ya no puede usar. Reembólsala desde el panel de Stripe de la iglesia, o vuelve a conectar esa cuenta en Pagos.',
  statementYearInvalid: 'Elige un año entre 2000 y este año.',
  statementNoDonors: 'Nadie donó en {year}: no hay constancias que enviar.',
  statementBatchRunning:
    'Ya se están enviando las constancias de {year} con esta carta: espera a que se envíen todas.',
};

export function adminMessage(
  locale: Locale,
  key: AdminMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text: string = (locale === 'es' ? es : en)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
