// Texts of the portal's reports, dashboard activity and statements, in both locales
// ("text in the donor's locale"). Placeholders are `{{name}}`, like the domain's messages.
import { formattingLocale, type Locale } from '@halo/domain';

const en = {
  'csv.date': 'Date',
  'csv.transaction': 'Transaction',
  'csv.type': 'Type',
  'csv.amount': 'Amount',
  'csv.fee': 'Fee',
  'csv.netAmount': 'Net amount',
  'csv.currency': 'Currency',
  'csv.status': 'Status',
  'csv.funds': 'Funds',
  'csv.memo': 'Memo',
  'csv.card': 'Card',
  'csv.refundedAt': 'Refunded at',
  'csv.refundReason': 'Refund reason',
  'csv.gift': 'Gift',
  'csv.donorName': 'Donor name',
  'csv.donorEmail': 'Donor email',
  'csv.fundAmounts': 'Funds and amounts',
  'csv.method': 'Method',
  'csv.refundedAmount': 'Refunded amount',
  'method.card': 'Card ending in {{lastFour}}',
  'method.cardBrand': '{{brand}} card ending in {{lastFour}}',
  'method.cash': 'Cash (offline)',
  'method.check': 'Check (offline)',
  'method.importedCard': 'Card (imported)',
  'method.importedBank': 'Bank account (imported)',
  'method.importedOther': 'Other (imported)',
  'method.online': 'Online',
  'type.one_time': 'One-time',
  'type.recurring': 'Recurring',
  'status.succeeded': 'Succeeded',
  'status.failed': 'Failed',
  'status.refunded': 'Refunded',
  'status.processing': 'Processing',
  'pdf.download.title': 'Contributions',
  'pdf.receipt.title': 'Contribution receipt',
  'pdf.statement.title': 'Contribution statement',
  'pdf.donor': 'Donor',
  'pdf.mailingAddress': 'Mailing address',
  'pdf.period': 'Period',
  'pdf.gifts': 'Gifts',
  'pdf.noGifts': 'No gifts in this period.',
  'pdf.totalsByFund': 'Totals by fund',
  'pdf.total': 'Total given',
  'pdf.totalNote':
    'Totals count succeeded gifts less any part refunded; failed and wholly refunded gifts are listed but not counted.',
  'pdf.refunded': 'Refunded',
  'pdf.givenBy': 'Given by',
  'statement.householdGifts': 'Each gift and who gave it',
  'pdf.dedication.honor': 'In honor of',
  'pdf.dedication.memory': 'In memory of',
  'pdf.receiptNumber': 'Receipt for transaction',
  'pdf.paidWith': 'Paid with',
  'pdf.feeCovered': 'Includes {{fee}} the donor added to cover processing fees.',
  'pdf.receiptThanks': 'Thank you for your gift. No goods or services were provided in exchange for it.',
  'pdf.generated': 'Generated {{date}}',
  'period.allDates': 'all dates',
  'period.from': 'from {{start}}',
  'period.until': 'through {{end}}',
  'activity.contribution_succeeded': 'Gift of {{amount}} to {{funds}}',
  'activity.contribution_failed': 'Gift of {{amount}} to {{funds}} failed',
  'activity.contribution_failed_bank': 'Gift of {{amount}} to {{funds}} failed. {{reason}}',
  'activity.contribution_refunded': 'Gift of {{amount}} to {{funds}} was refunded',
  'activity.recurring_created': 'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} started',
  'activity.recurring_paused': 'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} paused',
  'activity.recurring_resumed': 'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} resumed',
  'activity.recurring_updated': 'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} updated',
  'activity.recurring_deleted': 'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} deleted',
  'activity.recurring_skipped':
    'Next gift of the recurring gift of {{amount}} ({{frequency}}) to {{funds}} skipped',
  'activity.recurring_ended': 'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} ended',
  'activity.recurring_paused_declined':
    'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} paused: the card was declined several times. Change the card and resume it',
  'activity.recurring_awaiting_confirmation':
    'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} waits for you: your bank asks you to confirm it. Open the email "Confirm your gift"',
  'activity.recurring_paused_bank_failed':
    'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} paused: the bank debit came back unpaid. {{reason}} Choose another payment method and resume it',
  'activity.bankDebitUnpaid': 'The bank did not say why.',
  'activity.recurring_bank_unverified':
    'Recurring gift of {{amount}} ({{frequency}}) to {{funds}} could not start: the bank account was not verified with its two small deposits in time. Choose another payment method and resume it',
  'statement.emailed': 'Contribution statement sent to {{count}} donor(s).',
  'statement.download': 'Your contribution statement is ready to download.',
  'statement.subject': 'Your contribution statement from {{churchName}}',
  'filters.perPage': 'The page size must be 20, 50, 100, 250 or All.',
  'filters.page': 'The page must be a whole number of 1 or more.',
  'filters.contribution': 'Choose the gift for the receipt.',
  'statement.donors': 'Choose at least one donor.',
} as const;

export type ReportMessageKey = keyof typeof en;

const es: Record<ReportMessageKey, string> = {
  'csv.date': 'Fecha',
  'csv.transaction': 'Transacción',
  'csv.type': 'Tipo',
  'csv.amount': 'Monto',
  'csv.fee': 'Comisión',
  'csv.netAmount': 'Monto neto',
  'csv.currency': 'Moneda',
  'csv.status': 'Estado',
  'csv.funds': 'Fondos',
  'csv.memo': 'Nota',
  'csv.card': 'Tarjeta',
  'csv.refundedAt': 'Reembolsado el',
  'csv.refundReason': 'Motivo del reembolso',
  'csv.gift': 'Donación',
  'csv.donorName': 'Nombre del donante',
  'csv.donorEmail': 'Correo del donante',
  'csv.fundAmounts': 'Fondos y montos',
  'csv.method': 'Método',
  'csv.refundedAmount': 'Monto reembolsado',
  'method.card': 'Tarjeta terminada en {{lastFour}}',
  'method.cardBrand': 'Tarjeta {{brand}} terminada en {{lastFour}}',
  'method.cash': 'Efectivo (fuera de línea)',
  'method.check': 'Cheque (fuera de línea)',
  'method.importedCard': 'Tarjeta (importada)',
  'method.importedBank': 'Cuenta bancaria (importada)',
  'method.importedOther': 'Otro (importada)',
  'method.online': 'En línea',
  'type.one_time': 'Única',
  'type.recurring': 'Recurrente',
  'status.succeeded': 'Exitosa',
  'status.failed': 'Fallida',
  'status.refunded': 'Reembolsada',
  'status.processing': 'En proceso',
  'pdf.download.title': 'Contribuciones',
  'pdf.receipt.title': 'Recibo de contribución',
  'pdf.statement.title': 'Estado de contribuciones',
  'pdf.donor': 'Donante',
  'pdf.mailingAddress': 'Dirección postal',
  'pdf.period': 'Período',
  'pdf.gifts': 'Donaciones',
  'pdf.noGifts': 'No hay donaciones en este período.',
  'pdf.totalsByFund': 'Totales por fondo',
  'pdf.total': 'Total donado',
  'pdf.totalNote':
    'Los totales cuentan las donaciones exitosas menos lo reembolsado de ellas; las fallidas y las reembolsadas por completo se listan pero no se suman.',
  'pdf.refunded': 'Reembolsado',
  'pdf.givenBy': 'Donada por',
  'statement.householdGifts': 'Cada donación y quién la hizo',
  'pdf.dedication.honor': 'En honor de',
  'pdf.dedication.memory': 'En memoria de',
  'pdf.receiptNumber': 'Recibo de la transacción',
  'pdf.paidWith': 'Pagado con',
  'pdf.feeCovered': 'Incluye {{fee}} que el donante agregó para cubrir las comisiones de procesamiento.',
  'pdf.receiptThanks': 'Gracias por su donación. No se entregaron bienes ni servicios a cambio de ella.',
  'pdf.generated': 'Generado el {{date}}',
  'period.allDates': 'todas las fechas',
  'period.from': 'desde {{start}}',
  'period.until': 'hasta {{end}}',
  'activity.contribution_succeeded': 'Donación de {{amount}} a {{funds}}',
  'activity.contribution_failed': 'La donación de {{amount}} a {{funds}} falló',
  'activity.contribution_failed_bank': 'La donación de {{amount}} a {{funds}} falló. {{reason}}',
  'activity.contribution_refunded': 'La donación de {{amount}} a {{funds}} fue reembolsada',
  'activity.recurring_created': 'Donación recurrente de {{amount}} ({{frequency}}) a {{funds}} iniciada',
  'activity.recurring_paused': 'Donación recurrente de {{amount}} ({{frequency}}) a {{funds}} pausada',
  'activity.recurring_resumed': 'Donación recurrente de {{amount}} ({{frequency}}) a {{funds}} reanudada',
  'activity.recurring_updated': 'Donación recurrente de {{amount}} ({{frequency}}) a {{funds}} actualizada',
  'activity.recurring_deleted': 'Donación recurrente de {{amount}} ({{frequency}}) a {{funds}} eliminada',
  'activity.recurring_skipped':
    'Se omitió la próxima donación de la donación recurrente de {{amount}} ({{frequency}}) a {{funds}}',
  'activity.recurring_ended': 'Donación recurrente de {{amount}} ({{frequency}}) a {{funds}} finalizada',
  'activity.recurring_paused_declined':
    'Donación recurrente de {{amount}} ({{frequency}}) a {{funds}} pausada: la tarjeta fue rechazada varias veces. Cambie la tarjeta y reanúdela',
  'activity.recurring_awaiting_confirmation':
    'La donación recurrente de {{amount}} ({{frequency}}) a {{funds}} lo espera: su banco le pide confirmarla. Abra el correo "Confirme su donación"',
  'activity.recurring_paused_bank_failed':
    'Donación recurrente de {{amount}} ({{frequency}}) a {{funds}} pausada: el débito bancario fue devuelto sin pagar. {{reason}} Elija otro método de pago y reanúdela',
  'activity.bankDebitUnpaid': 'El banco no dijo por qué.',
  'activity.recurring_bank_unverified':
    'La donación recurrente de {{amount}} ({{frequency}}) a {{funds}} no pudo comenzar: la cuenta bancaria no se verificó a tiempo con sus dos pequeños depósitos. Elija otro método de pago y reanúdela',
  'statement.emailed': 'Estado de contribuciones enviado a {{count}} donante(s).',
  'statement.download': 'Su estado de contribuciones está listo para descargar.',
  'statement.subject': 'Su estado de contribuciones de {{churchName}}',
  'filters.perPage': 'El tamaño de página debe ser 20, 50, 100, 250 o Todos.',
  'filters.page': 'La página debe ser un número entero de 1 o más.',
  'filters.contribution': 'Elija la donación del recibo.',
  'statement.donors': 'Elija al menos un donante.',
};

const catalogues: Record<Locale, Record<ReportMessageKey, string>> = { en, es };

export function reportText(
  locale: Locale,
  key: ReportMessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(catalogues[locale][key], params);
}

/** `{{name}}` → params.name; unknown placeholders stay as they are. */
export function fillPlaceholders(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * How a document writes money and dates: the reader's language as it is written in the church's
 * country (its contact's), so a Spanish-speaking donor of an American church reads "$25.00".
 */
export function churchFormatting(
  locale: Locale,
  organization: { contact: { country: string | null } },
): string {
  return formattingLocale(locale, organization.contact.country);
}
