// What the console's Import refuses before a file is read, in the administrator's language; the
// file's own refusals are the import's (giftImportSummary.ts, @halo/domain giftImportReason).
import type { Locale } from '@halo/domain';

const en = {
  fileTooLarge: 'The file may be at most {max} MB: split it, or import it with the halo CLI.',
  fileEmpty: 'The file is empty: choose a CSV file with a header row and gifts.',
  createFundsForbidden:
    'Creating the funds a file names needs the manage-giving ability: add the funds under Funds first, or ask an administrator who has it.',
  mappingIncomplete: 'Choose a column for each of: {fields}.',
} as const;

export type GiftImportRouteMessageKey = keyof typeof en;

const es: Record<GiftImportRouteMessageKey, string> = {
  fileTooLarge: 'El archivo puede tener {max} MB como máximo: divídelo o impórtalo con la CLI de halo.',
  fileEmpty: 'El archivo está vacío: elige un archivo CSV con una fila de encabezado y donaciones.',
  createFundsForbidden:
    'Crear los fondos que nombra un archivo requiere la capacidad manage-giving: añade antes los fondos en Fondos o pídeselo a un administrador que la tenga.',
  mappingIncomplete: 'Elige una columna para cada uno de: {fields}.',
};

export function giftImportRouteMessage(
  locale: Locale,
  key: GiftImportRouteMessageKey,
  params: Record<string, string | number> = {},
): string {
  return (locale === 'es' ? es : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
