// Must be the embed's first import. `halo-give.js` runs on a church's page, so its chunks must come from
// the script's own origin, not the page's: `/halo-give.js` and `/static/embed/halo-give.js` both load
// chunks from `/static/embed/` there (docs/CONTRACTS.md). `document.currentScript` is only set while the
// script first runs, so read it now.
const script = typeof document === 'undefined' ? null : document.currentScript;

/** The URL this script was loaded from (the page's URL when it cannot tell, e.g. in tests). */
export const embedScriptUrl: string =
  script instanceof HTMLScriptElement && script.src
    ? script.src
    : (globalThis.location?.href ?? 'http://localhost/');

__webpack_public_path__ = new URL('/static/embed/', embedScriptUrl).href;
