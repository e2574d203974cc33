// What an administrator reads when a household change is refused, in English and Spanish.
import type { HouseholdRefusal, Locale } from '@halo/domain';

const en = {
  nameRequired: 'Write the household’s name, e.g. The Ruiz family.',
  nameTooLong: 'The name may have at most {max} characters.',
  membersTooFew: 'Choose at least two donors.',
  membersTooMany: 'Choose at most {max} donors.',
  membersRepeated: 'Choose each donor once.',
  membersUnknown: 'Choose donors of this church.',
  addresseeNotMember: 'Address the statements to one of the household’s members.',
  yearInvalid: 'Enter a year from 2000 to {max}.',
  inAnotherHousehold: '{name} belongs to another household in one of those years.',
  alreadyMember: '{name} already belongs to this household in one of those years.',
  notMember: '{name} does not belong to this household now.',
  donorUnknown: 'Choose a donor of this church.',
  previewYear: 'This household has fewer than two members in {year}: its members get their own statements.',
  deleteWhileSending:
    'A year-end batch is still sending this household’s statement. Delete the household once it has finished.',
  statementEmailed: 'Emailed the household’s statement to {name}.',
} as const;

export type HouseholdMessageKey = keyof typeof en;

const es: Record<HouseholdMessageKey, string> = {
  nameRequired: 'Escribe el nombre del hogar, p. ej. Familia Ruiz.',
  nameTooLong: 'El nombre puede tener como máximo {max} caracteres.',
  membersTooFew: 'Elige al menos dos donantes.',
  membersTooMany: 'Elige como máximo {max} donantes.',
  membersRepeated: 'Elige cada donante una sola vez.',
  membersUnknown: 'Elige donantes de esta iglesia.',
  addresseeNotMember: 'Dirige los estados de cuenta a uno de los miembros del hogar.',
  yearInvalid: 'Escribe un año de 2000 a {max}.',
  inAnotherHousehold: '{name} pertenece a otro hogar en alguno de esos años.',
  alreadyMember: '{name} ya pertenece a este hogar en alguno de esos años.',
  notMember: '{name} no pertenece a este hogar ahora.',
  donorUnknown: 'Elige un donante de esta iglesia.',
  previewYear:
    'Este hogar tiene menos de dos miembros en {year}: sus miembros reciben su propio estado de cuenta.',
  deleteWhileSending:
    'Un envío de fin de año aún está enviando el estado de cuenta de este hogar. Elimina el hogar cuando haya terminado.',
  statementEmailed: 'Se envió por correo el estado de cuenta del hogar a {name}.',
};

const catalogues: Record<Locale, Record<HouseholdMessageKey, string>> = { en, es };

export function householdMessage(
  locale: Locale,
  key: HouseholdMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The message of a domain refusal; `name` is the donor it is about, `maxYear` the last year allowed. */
export function refusalMessage(
  locale: Locale,
  refusal: HouseholdRefusal,
  params: { name?: string; maxYear: number; maxMembers: number; maxName: number },
): string {
  const name = params.name ?? '';
  switch (refusal.reason) {
    case 'required':
      return householdMessage(locale, 'nameRequired');
    case 'tooLong':
      return householdMessage(locale, 'nameTooLong', { max: params.maxName });
    case 'tooFew':
      return householdMessage(locale, 'membersTooFew');
    case 'tooMany':
      return householdMessage(locale, 'membersTooMany', { max: params.maxMembers });
    case 'repeated':
      return householdMessage(locale, 'membersRepeated');
    case 'notMember':
      return refusal.field === 'addressee'
        ? householdMessage(locale, 'addresseeNotMember')
        : householdMessage(locale, 'notMember', { name });
    case 'invalid':
      return householdMessage(locale, 'yearInvalid', { max: params.maxYear });
    case 'inAnotherHousehold':
      return householdMessage(locale, 'inAnotherHousehold', { name });
    case 'alreadyMember':
      return householdMessage(locale, 'alreadyMember', { name });
  }
}
