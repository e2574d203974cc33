// `halo-give.js`: the small, stable loader churches paste into their pages (widget/README.md). A classic
// script with no globals of its own; it defines nothing heavy. It finds where it was loaded from
// (publicPath.ts), asks for the record of each `<halo-give>` already in the page, and at the same
// moment for the element's chunk, which defines `<halo-give>`; that chunk's request preloads the
// form's chunk beside it (EmbedApp.tsx), so nothing waits for something else to arrive first. The
// chunks' names carry their content hash and are cached for a year; only this file is revalidated.
import { embedScriptUrl } from './publicPath';
import { prefetchGivingRecords } from './givingRecordPrefetch';
import { HALO_GIVE_TAG } from './tag';

// A second copy of the script, once the element is defined, does nothing: no request, and the
// element's chunk (React, the store) is not even evaluated again.
if (typeof customElements !== 'undefined' && !customElements.get(HALO_GIVE_TAG)) {
  const scriptOrigin = new URL(embedScriptUrl).origin;
  prefetchGivingRecords(document, scriptOrigin);
  void import(/* webpackChunkName: "halo-give-element" */ './defineHaloGive').then(({ defineHaloGive }) =>
    defineHaloGive({ scriptOrigin }),
  );
}
