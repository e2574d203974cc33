import { createI18n } from 'halo_shared/i18n';

/** The portal's form translator (portal/src/self-service-parts/formValidation.ts), structurally. */
type Translate = (key: string, params?: Record<string, unknown>) => string;

// A page in Spanish made when a test file imports this: the Spanish validation messages are fetched
// then, before its tests run, so every translator made later has them at once.
createI18n('es');

/** A new page translator's validation messages in a language, for the plain-TS form tests (docs/PRODUCT.md §5 texts). */
export function translateIn(locale: 'en' | 'es'): Translate {
  return createI18n(locale).getFixedT(locale, 'validation') as unknown as Translate;
}
