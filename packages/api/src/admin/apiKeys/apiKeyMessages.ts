// What an administrator reads when the console's API keys refuse something, in English and Spanish.
import type { Locale } from '@halo/domain';

const en = {
  nameRequired: 'Give the key a name, such as the software that will use it.',
  nameTooLong: 'The name may have at most 100 characters.',
  abilitiesInvalid:
    'Choose at least one of what the key may read, and only what your own abilities let you see.',
  tooManyKeys: 'The church already has 25 keys in use: revoke one it no longer needs first.',
  publishedDemo: 'The published demo cannot make API keys: its administrator password is public.',
};

const es: typeof en = {
  nameRequired: 'Dale un nombre a la clave, como el del programa que la usará.',
  nameTooLong: 'El nombre puede tener como máximo 100 caracteres.',
  abilitiesInvalid:
    'Elige al menos una de las cosas que la clave puede leer, y solo lo que tus propias capacidades te dejan ver.',
  tooManyKeys: 'La iglesia ya tiene 25 claves en uso: revoca primero una que ya no necesite.',
  publishedDemo:
    'La demostración publicada no puede crear claves de API: la contraseña de su administrador es pública.',
};

export type ApiKeyMessage = keyof typeof en;

export function apiKeyMessage(locale: Locale, key: ApiKeyMessage): string {
  return (locale === 'es' ? es : en)[key];
}
