import { useHalo } from 'halo_shared/store';

/** The `<halo-give>` snippet a church pastes into its own site (served from this origin). */
export function EmbedCodeSection() {
  const subdomain = useHalo((state) => state.organization?.subdomain ?? '');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const snippet = `<script src="${origin}/halo-give.js" defer></script>\n<halo-give org="${subdomain}"></halo-give>`;
  return (
    <pre className="admin-panel" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <code>{snippet}</code>
    </pre>
  );
}
