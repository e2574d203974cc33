// What the accounting export says when it refuses (docs/CONTRACTS.md "Deposits"), in the
// administrator's language; each message names its field.
import type { Locale } from '@halo/domain';

const MESSAGES = {
  en: {
    startDate: 'Start date: enter a date as YYYY-MM-DD.',
    endDate: 'End date: enter a date as YYYY-MM-DD.',
    startAfterEnd: 'Start date: choose a day on or before the end date.',
    tooLong: 'End date: choose a period of one year or less.',
    noDeposits: 'Start date: no deposits were paid out from {start} to {end}.',
    xeroLines:
      'End date: Xero imports up to 300 lines a file, and this period makes {lines}. Choose a shorter period.',
    xeroLinesDeposit:
      'Xero imports up to 300 lines a file, and this deposit makes {lines}: export it for QuickBooks Online, or enter it in Xero by hand.',
    failedDeposit:
      'This payout failed, so it is in no journal: the bank never got it. Its gifts are booked with the deposit its money came back in.',
    noFund: 'Gifts without a fund',
  },
  es: {
    startDate: 'Fecha de inicio: escribe una fecha como AAAA-MM-DD.',
    endDate: 'Fecha de fin: escribe una fecha como AAAA-MM-DD.',
    startAfterEnd: 'Fecha de inicio: elige un día igual o anterior a la fecha de fin.',
    tooLong: 'Fecha de fin: elige un periodo de un año o menos.',
    noDeposits: 'Fecha de inicio: no se pagó ningún depósito del {start} al {end}.',
    xeroLines:
      'Fecha de fin: Xero importa hasta 300 líneas por archivo, y este periodo tiene {lines}. Elige un periodo más corto.',
    xeroLinesDeposit:
      'Xero importa hasta 300 líneas por archivo, y este depósito tiene {lines}: expórtalo para QuickBooks Online o anótalo a mano en Xero.',
    failedDeposit:
      'Este pago falló, así que no está en ningún asiento: el banco nunca lo recibió. Sus donativos se contabilizan con el depósito en el que volvió su dinero.',
    noFund: 'Donativos sin fondo',
  },
} as const;

export type AccountingExportMessageKey = keyof (typeof MESSAGES)['en'];

export function accountingExportMessage(
  locale: Locale,
  key: AccountingExportMessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
