import type { Locale } from '@halo/domain';

/**
 * The words of a loading state in every language, bundled with the code rather than fetched with the
 * rest of a language's strings: `<halo-give locale="es">` shows its loading state while its Spanish is
 * on its way, so these few words must already be there for it to speak Spanish from its first frame.
 * `common`'s `loading` in each language is this text.
 */
export const loadingWords: Record<Locale, string> = { en: 'Loading…', es: 'Cargando…' };
