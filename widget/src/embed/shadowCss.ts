import { themeCss, uiCss } from '@halo/ui';

// Styles live only in the shadow root (docs/ARCHITECTURE.md §3). Theme tokens sit on :host, so a church can
// override them on the element: `halo-give { --halo-color-primary: #7a1f2b; }`. A chunk of their own:
// a first step painted by the server carries them already (firstScreenPaint.ts), and the element then
// takes them from there instead of downloading them again.
export const shadowCss = `${themeCss(':host')}
:host { display: block; font-family: var(--halo-font-family); color: var(--halo-color-text); line-height: 1.5; }
:host([hidden]) { display: none; }
.halo-give:focus { outline: none; }
${uiCss}`;
