import type { Locale } from '@halo/domain';

/**
 * What a screen may have to say before its language's strings are in, in every language, bundled with
 * the code rather than fetched with the rest of a language's strings: `<halo-give locale="es">` shows
 * its loading state while its Spanish is on its way, and says it cannot reach the server when that
 * Spanish (or the church's record) never comes, so these few words must already be there for it to
 * speak Spanish from its first frame. `common`'s `loading` and `flash.serverUnreachable` are these texts.
 */
export interface FirstScreenWords {
  loading: string;
  /** docs/PRODUCT.md §8's flash message. */
  serverUnreachable: string;
  tryAgain: string;
}

export const firstScreenWords: Record<Locale, FirstScreenWords> = {
  en: {
    loading: 'Loading…',
    serverUnreachable:
      "There's a problem when trying to reach the server, please refresh your page and try again.",
    tryAgain: 'Try again',
  },
  es: {
    loading: 'Cargando…',
    serverUnreachable:
      'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
    tryAgain: 'Intentar de nuevo',
  },
};
