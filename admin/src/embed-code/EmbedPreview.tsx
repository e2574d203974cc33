import { useTranslation } from 'halo_shared/i18n';
import { createElement, useEffect } from 'react';
import { EMBED_CODE_NAMESPACE } from './embedCodeMessages';

/**
 * Adds `{origin}/halo-give.js` to the console page once (a second copy would do nothing anyway, see
 * widget/README.md); the script defines `<halo-give>`, whose shadow root keeps its styles apart.
 */
function loadHaloGive(origin: string) {
  const src = `${origin}/halo-give.js`;
  if (customElements.get('halo-give') || [...document.scripts].some((script) => script.src === src)) return;
  const script = document.createElement('script');
  script.src = src;
  script.defer = true;
  document.head.append(script);
}

/** The element itself, configured as the snippet says: what a visitor of the church's site sees. */
export function EmbedPreview({
  origin,
  attributes,
}: {
  origin: string;
  attributes: Array<[string, string]>;
}) {
  const { t } = useTranslation(EMBED_CODE_NAMESPACE);
  useEffect(() => loadHaloGive(origin), [origin]);
  return (
    <section className="admin-panel admin-embed__preview" aria-labelledby="admin-embed-preview">
      <h2 id="admin-embed-preview">{t('preview')}</h2>
      <p className="admin-muted">{t('previewNote')}</p>
      {createElement('halo-give', Object.fromEntries(attributes))}
    </section>
  );
}
