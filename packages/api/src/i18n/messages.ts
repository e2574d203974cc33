// Texts the server writes itself, in both locales. Validation texts (docs/PRODUCT.md §5) are not here: they
// come from @halo/domain, so the browser and the server say exactly the same thing.
import type { Locale } from '@halo/domain';

export type { Locale };

const en = {
  'auth.failed': 'These credentials do not match our records.',
  'request.invalid': 'The given data was invalid.',
  'request.invalidJson': 'The request body is not valid JSON.',
  'request.emptyJson': 'The request body is empty but its content type is JSON.',
  'request.tooLarge': 'The request body is too large (limit 1 MB).',
  'request.unsupportedMediaType': 'Unsupported content type.',
  'request.contentLength': 'The request body does not match its Content-Length.',
} as const;

export type MessageKey = keyof typeof en;

const es: Record<MessageKey, string> = {
  'auth.failed': 'Estas credenciales no coinciden con nuestros registros.',
  'request.invalid': 'Los datos proporcionados no son válidos.',
  'request.invalidJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'request.emptyJson': 'El cuerpo de la solicitud está vacío, pero su tipo de contenido es JSON.',
  'request.tooLarge': 'El cuerpo de la solicitud es demasiado grande (límite de 1 MB).',
  'request.unsupportedMediaType': 'Tipo de contenido no admitido.',
  'request.contentLength': 'El cuerpo de la solicitud no coincide con su Content-Length.',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, es };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export function translate(locale: Locale, key: MessageKey): string {
  return catalogues[locale][key];
}
