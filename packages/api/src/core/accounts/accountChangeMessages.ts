// What the emails about a changed sign-in email or password say, in both locales. They go to the
// account's own address, so whoever changed it without being its owner is found out (docs/ARCHITECTURE.md §4).
import type { Locale } from '@halo/domain';

const en = {
  confirmSubject: 'Confirm your new email address',
  confirmIntro:
    'Hello {name}, you asked to sign in to your donor account at {organization} with this email address.',
  confirmAction: 'Confirm it by opening this link:',
  confirmExpiry:
    'The link works once and expires in 24 hours. Until it is opened you keep signing in with your current address. If you did not ask for this, ignore this email.',
  emailChangeSubject: 'Your sign-in email is changing',
  emailChangeIntro:
    'Hello {name}, someone asked to change the sign-in email of your donor account at {organization} to {address}. The change takes effect only when the link we sent to that address is opened; until then you keep signing in with this address.',
  passwordChangeSubject: 'Your password was changed',
  passwordChangeIntro:
    'Hello {name}, the password of your donor account at {organization} was changed, and every other browser signed in to it was signed out.',
  notYou: 'If it was not you, reset your password now; that also signs everyone out of your account:',
} as const;

export type AccountChangeMessageKey = keyof typeof en;

const es: Record<AccountChangeMessageKey, string> = {
  confirmSubject: 'Confirma tu nueva dirección de correo electrónico',
  confirmIntro:
    'Hola {name}, pediste iniciar sesión en tu cuenta de donante en {organization} con esta dirección de correo electrónico.',
  confirmAction: 'Confírmala abriendo este enlace:',
  confirmExpiry:
    'El enlace funciona una sola vez y caduca en 24 horas. Hasta que lo abras, sigues iniciando sesión con tu dirección actual. Si no lo pediste, ignora este correo.',
  emailChangeSubject: 'Tu correo de inicio de sesión va a cambiar',
  emailChangeIntro:
    'Hola {name}, alguien pidió cambiar el correo de inicio de sesión de tu cuenta de donante en {organization} a {address}. El cambio se aplica solo cuando se abre el enlace que enviamos a esa dirección; hasta entonces sigues iniciando sesión con esta dirección.',
  passwordChangeSubject: 'Tu contraseña fue cambiada',
  passwordChangeIntro:
    'Hola {name}, la contraseña de tu cuenta de donante en {organization} fue cambiada y se cerró la sesión en todos los demás navegadores.',
  notYou:
    'Si no fuiste tú, restablece tu contraseña ahora; eso también cierra todas las sesiones de tu cuenta:',
};

const catalogues: Record<Locale, Record<AccountChangeMessageKey, string>> = { en, es };

export function accountChangeMessage(
  locale: Locale,
  key: AccountChangeMessageKey,
  params: Record<string, string> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
