import type { Locale } from '@halo/domain';

export function rateLimitedMessage(locale: Locale, retryAfterSeconds: number): string {
  return locale === 'es'
    ? `Demasiados intentos. Inténtelo de nuevo en ${retryAfterSeconds} segundos.`
    : `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`;
}
