// `halo-give.js`: the small, stable loader churches paste into their pages (widget/README.md). A classic
// script with no globals of its own; it defines nothing heavy. It finds where it was loaded from
// (publicPath.ts) and, for each `<halo-give>` already in the page, asks for the church's record and for
// the server's rendering of the form's first step, which it paints at once (firstScreenPaint.ts). Then
// it asks for the element's chunk, which defines `<halo-give>` and takes the painted step over; that
// chunk's request preloads the form's chunk beside it (givingFormChunk.ts). The chunks' names carry
// their content hash and are cached for a year; only this file is revalidated.
import { embedScriptUrl } from './publicPath';
import { paintFirstScreens } from './firstScreenPaint';
import { prefetchGivingRecords } from './givingRecordPrefetch';
import { HALO_GIVE_TAG } from './tag';

// A second copy of the script, once the element is defined, does nothing: no request, and the
// element's chunk (React, the store) is not even evaluated again.
if (typeof customElements !== 'undefined' && !customElements.get(HALO_GIVE_TAG)) {
  const scriptOrigin = new URL(embedScriptUrl).origin;
  prefetchGivingRecords(document, scriptOrigin);
  // The element's chunk is asked for once the first steps are painted (or will not be): on a slow
  // phone its download and compiling would otherwise hold the painted step back, and a donor can use
  // that step meanwhile (what they press is carried out once React has it).
  void paintFirstScreens(document, scriptOrigin)
    .then(() => import(/* webpackChunkName: "halo-give-element" */ './defineHaloGive'))
    .then(({ defineHaloGive }) => defineHaloGive({ scriptOrigin }));
}
