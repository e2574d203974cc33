// What an administrator reads when a merge or its undo is refused, in English and Spanish.
import type { Locale, MergeRefusal, UndoRefusal } from '@halo/domain';

const en = {
  sameRecord: 'Choose two different donor records.',
  alreadyMerged: 'One of these records is already merged into another. Undo that merge first.',
  donorUnknown: 'Choose a donor of this church.',
  mergeUnknown: 'This merge was not found.',
  alreadyUndone: 'This merge was already undone.',
  tooLate: 'A merge can be undone only within 30 days.',
  keptMergedSince: 'The kept record was merged into another since. Undo that merge first.',
  noCorrectionNeeded: 'This merge lists no statement of that year to correct.',
} as const;

export type DonorMergeMessageKey = keyof typeof en;

const es: Record<DonorMergeMessageKey, string> = {
  sameRecord: 'Elige dos registros de donantes distintos.',
  alreadyMerged: 'Uno de estos registros ya está unido a otro. Deshaz esa unión primero.',
  donorUnknown: 'Elige un donante de esta iglesia.',
  mergeUnknown: 'No se encontró esta unión.',
  alreadyUndone: 'Esta unión ya se deshizo.',
  tooLate: 'Una unión solo se puede deshacer en los 30 días siguientes.',
  keptMergedSince: 'El registro conservado se unió a otro después. Deshaz esa unión primero.',
  noCorrectionNeeded: 'Esta unión no indica ninguna constancia de ese año que corregir.',
};

const catalogues: Record<Locale, Record<DonorMergeMessageKey, string>> = { en, es };

export function donorMergeMessage(
  locale: Locale,
  key: DonorMergeMessageKey | MergeRefusal | UndoRefusal,
): string {
  return catalogues[locale][key];
}
