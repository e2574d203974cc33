// The server's rendering of `<halo-give>`'s first step (docs/ARCHITECTURE.md §3): the same tree the
// element renders (HaloGiveRoot), with the church's record and the form already there, so React in
// the browser can take the markup over as its own. Built for Node on its own (webpack/embedBuild.ts)
// and loaded by the API (packages/api/src/giving/firstScreenRoutes.ts); never part of what a
// browser downloads.
import { organizationSchema, type Locale } from '@halo/domain';
import { prerenderToNodeStream } from 'react-dom/static';
import * as v from 'valibot';
import { createI18n, loadLanguage } from 'halo_shared/i18n';
import { GivingApp, givingCatalogue } from '../giving/GivingApp';
import { HaloGiveRoot, type RawAttributes } from './HaloGiveRoot';
import { shadowCss } from './shadowCss';

export interface FirstScreenRequest {
  /** The church's record as `GET /api/online-giving/{org}` sends it. */
  record: unknown;
  /** The element's attributes, each as the page wrote it. */
  raw: RawAttributes;
  /** The language to paint in: the attribute's, else the visitor's browser's (the loader says which). */
  locale: Locale;
  /** The API's origin, where `halo-give.js` comes from. */
  scriptOrigin: string;
}

/**
 * The HTML of the element's shadow root showing its first step. Waits for everything the step
 * suspends on (a Spanish catalogue), as the element's hydration will find it.
 */
export async function renderFirstScreen({
  record,
  raw,
  locale,
  scriptOrigin,
}: FirstScreenRequest): Promise<string> {
  // As the browser's giving client reads the same record, so both render from the same values.
  const organization = v.parse(organizationSchema, JSON.parse(JSON.stringify(record)));
  // Every string of the step in its language first, as the element has them before it takes over.
  const i18n = createI18n(locale);
  await loadLanguage(i18n, locale, givingCatalogue);
  const { prelude } = await prerenderToNodeStream(
    <HaloGiveRoot
      raw={raw}
      css={shadowCss}
      host={null}
      // The page's author is told in their browser's console, when the element parses them there.
      warn={() => undefined}
      scriptOrigin={scriptOrigin}
      prepared={{ organization, givingForm: GivingApp, locale, onTakenOver: () => undefined }}
      i18n={i18n}
    />,
    // Every part inline, in order: a large part is otherwise sent apart with a script to move it in,
    // and a shadow root filled as HTML runs no script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
