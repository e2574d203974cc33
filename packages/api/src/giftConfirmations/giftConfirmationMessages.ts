// What the confirm page's calls answer when the link opens nothing, in the donor's language when the
// link was genuine, else the request's.
import type { GiftConfirmationRefusal, Locale } from '@halo/domain';

const text: Record<Locale, Record<GiftConfirmationRefusal | 'tooMany', string>> = {
  en: {
    unknown:
      'This link does not work. Sign in to see your recurring gifts; a gift that needs you is also listed there.',
    expired:
      'This link has expired (links work for 14 days), so this gift was not given. Sign in to see your recurring gifts; the next gift follows its schedule.',
    used: 'This gift is already confirmed: thank you! The receipt was sent by email.',
    gone: 'This recurring gift was stopped, so there is nothing left to confirm. Sign in to see your giving.',
    tooMany: 'Too many attempts. Please try again in a minute.',
  },
  es: {
    unknown:
      'Este enlace no funciona. Inicie sesión para ver sus donaciones recurrentes; una donación que lo necesita también aparece allí.',
    expired:
      'Este enlace caducó (los enlaces funcionan 14 días), así que esta donación no se realizó. Inicie sesión para ver sus donaciones recurrentes; la próxima donación sigue su calendario.',
    used: 'Esta donación ya está confirmada: ¡gracias! El recibo se envió por correo.',
    gone: 'Esta donación recurrente se detuvo, así que no queda nada por confirmar. Inicie sesión para ver sus donaciones.',
    tooMany: 'Demasiados intentos. Vuelva a intentarlo en un minuto.',
  },
};

export function giftConfirmationMessage(locale: Locale, key: GiftConfirmationRefusal | 'tooMany'): string {
  return text[locale][key];
}
