import type { Locale } from '../constants';

/** Why a batch, an entry of it or a step of it is refused, in en and es (docs/PRODUCT.md §13). */
const en = {
  required: 'This is a required field',
  nameTooLong: 'A batch name must be at most {max} characters',
  dateInvalid: 'Enter a date that is not after today',
  expectedTotalInvalid: 'Enter the expected total, like 1,250.00',
  amountInvalid: 'Enter an amount like 25.00',
  methodInvalid: 'Choose Cash or Check',
  checkNumberForCash: 'Only a check has a check number',
  checkNumberInvalid: 'A check number is at most {max} letters or digits',
  memoTooLong: 'A memo must be at most {max} characters',
  emailInvalid: 'This must be a valid email',
  nameRequired: 'Enter a first or last name for the new donor',
  notOpen: 'This batch is committed: reopen it to change it',
  notCommitted: 'This batch is not committed',
  empty: 'Add at least one gift before committing the batch',
  unbalanced: 'The entries total {total}, the expected total is {expected}: they must match',
  sameCounter: 'A second counter must be someone other than who committed the batch',
  alreadySignedOff: 'This batch is already signed off',
} as const;

export type GiftBatchReason = keyof typeof en;

const es: Record<GiftBatchReason, string> = {
  required: 'Este campo es obligatorio',
  nameTooLong: 'El nombre del lote debe tener como máximo {max} caracteres',
  dateInvalid: 'Escribe una fecha que no sea posterior a hoy',
  expectedTotalInvalid: 'Escribe el total esperado, como 1,250.00',
  amountInvalid: 'Escribe un importe como 25.00',
  methodInvalid: 'Elige Efectivo o Cheque',
  checkNumberForCash: 'Solo un cheque tiene número de cheque',
  checkNumberInvalid: 'Un número de cheque tiene como máximo {max} letras o dígitos',
  memoTooLong: 'Una nota debe tener como máximo {max} caracteres',
  emailInvalid: 'Debe ser un correo electrónico válido',
  nameRequired: 'Escribe un nombre o un apellido para el nuevo donante',
  notOpen: 'Este lote está confirmado: ábrelo de nuevo para cambiarlo',
  notCommitted: 'Este lote no está confirmado',
  empty: 'Añade al menos una donación antes de confirmar el lote',
  unbalanced: 'Las entradas suman {total} y el total esperado es {expected}: deben coincidir',
  sameCounter: 'Un segundo contador debe ser otra persona que quien confirmó el lote',
  alreadySignedOff: 'Este lote ya está firmado',
};

/** A refusal's reason in the reader's language, its `{name}` placeholders filled in. */
export function giftBatchMessage(
  locale: Locale,
  reason: GiftBatchReason,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return (locale === 'es' ? es : en)[reason].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
