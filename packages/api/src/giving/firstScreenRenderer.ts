import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@halo/domain';

/** What the element's first step is painted from (widget/src/embed/firstScreenServer.tsx). */
export interface FirstScreenRequest {
  record: unknown;
  raw: Record<string, string>;
  locale: Locale;
  scriptOrigin: string;
}

export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<string>;

/**
 * The build's renderer of `<halo-give>`'s first step (`dist/embed-server/first-screen.js`), loaded
 * when first asked for; null in a checkout that has not been built, where the element simply renders
 * itself in the browser.
 */
export function firstScreenRenderer(distDir: string): () => RenderFirstScreen | null {
  let loaded: RenderFirstScreen | null | undefined;
  return () => {
    if (loaded !== undefined) return loaded;
    const file = path.join(distDir, 'embed-server', 'first-screen.js');
    // Node's own require: the renderer is a built bundle beside the front end, not part of the API's.
    loaded = existsSync(file)
      ? (createRequire(__filename)(file) as { renderFirstScreen: RenderFirstScreen }).renderFirstScreen
      : null;
    return loaded;
  };
}
