// Texts the server writes itself, in both locales. Validation texts (spec §5) are not here: they
// come from @halo/domain, so the browser and the server say exactly the same thing.
import type { Locale } from '@halo/domain';

export type { Locale };

const en = {
  'auth.failed': 'These credentials do not match our records.',
  'request.invalid': 'The given data was invalid.',
} as const;

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  'auth.failed': 'Estas credenciales no coinciden con nuestros registros.',
  'request.invalid': 'Los datos proporcionados no son válidos.',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, es };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function translate(locale: Locale, key: MessageKey): string {
  return catalogues[locale][key];
}
