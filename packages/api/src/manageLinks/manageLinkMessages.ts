// What the manage link's calls answer when the link opens nothing, in the donor's language when the
// link was genuine, else the request's. The page shows these words with the way to sign in.
import type { Locale, ManageLinkRefusal } from '@halo/domain';

const text: Record<Locale, Record<ManageLinkRefusal | 'tooMany', string>> = {
  en: {
    unknown:
      'This link does not work. Sign in to manage your recurring gifts; every email about a gift also brings a new link.',
    expired:
      'This link has expired (links work for 60 days). Sign in to manage your recurring gifts; the next email about this gift will bring a new link.',
    revoked:
      'This link was turned off from your account. Sign in to manage your recurring gifts; the next email about this gift will bring a new link.',
    gone: 'This recurring gift was stopped, so there is nothing left to manage. Sign in to see your giving.',
    tooMany: 'Too many attempts. Please try again in a minute.',
  },
  es: {
    unknown:
      'Este enlace no funciona. Inicie sesión para administrar sus donaciones recurrentes; cada correo sobre una donación trae también un enlace nuevo.',
    expired:
      'Este enlace caducó (los enlaces funcionan 60 días). Inicie sesión para administrar sus donaciones recurrentes; el próximo correo sobre esta donación traerá un enlace nuevo.',
    revoked:
      'Este enlace se desactivó desde su cuenta. Inicie sesión para administrar sus donaciones recurrentes; el próximo correo sobre esta donación traerá un enlace nuevo.',
    gone: 'Esta donación recurrente se detuvo, así que no queda nada por administrar. Inicie sesión para ver sus donaciones.',
    tooMany: 'Demasiados intentos. Vuelva a intentarlo en un minuto.',
  },
};

export function manageLinkMessage(locale: Locale, key: ManageLinkRefusal | 'tooMany'): string {
  return text[locale][key];
}
