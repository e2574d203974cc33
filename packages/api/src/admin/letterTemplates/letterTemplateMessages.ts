// What an administrator reads when a letter template is refused, and the sample donor of a preview,
// in English and Spanish.
import type { Locale } from '@halo/domain';

const en = {
  required: 'Write the {field}.',
  tooLong: 'The {field} may have at most {max} characters.',
  unknownPlaceholders:
    'A statement cannot fill in {names}: use only {{donorName}}, {{period}}, {{total}} and {{churchName}}.',
  primaryKept:
    'This is the primary letter, which statements use when none is chosen: make another letter primary first.',
  sampleDonor: 'Sample Donor',
  title: 'title',
  subject: 'subject',
  body: 'letter',
} as const;

export type LetterTemplateMessageKey = keyof typeof en;

const es: Record<LetterTemplateMessageKey, string> = {
  required: 'Escribe el {field}.',
  tooLong: 'El {field} puede tener como máximo {max} caracteres.',
  unknownPlaceholders:
    'Una constancia no puede completar {names}: usa solo {{donorName}}, {{period}}, {{total}} y {{churchName}}.',
  primaryKept:
    'Esta es la carta principal, la que usan las constancias cuando no se elige otra: haz principal otra carta primero.',
  sampleDonor: 'Donante de ejemplo',
  title: 'título',
  subject: 'asunto',
  body: 'texto de la carta',
};

const catalogues: Record<Locale, Record<LetterTemplateMessageKey, string>> = { en, es };

/** `{name}` is filled from params; the letter's own `{{placeholders}}` are left as they are. */
export function letterTemplateMessage(
  locale: Locale,
  key: LetterTemplateMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/(?<!\{)\{(\w+)\}(?!\})/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
