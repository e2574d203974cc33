// The "Embed code" section: options, code and preview wrap into one column on a phone; the code
// breaks anywhere rather than scrolling sideways down to 320 px.
export const embedCodeCss = `
.admin-embed { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)); align-items: start; }
.admin-embed__column { display: flex; flex-direction: column; gap: 1.5rem; min-width: 0; }
.admin-embed__choices { display: flex; flex-direction: column; gap: 0.75rem; }
.admin-embed__choices .halo-field { margin: 0; }
.admin-embed__code { width: 100%; box-sizing: border-box; min-height: 7rem; font-family: ui-monospace, monospace; font-size: 0.875rem; white-space: pre-wrap; overflow-wrap: anywhere; resize: vertical; }
.admin-embed__copy { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; margin-top: 0.5rem; }
.admin-embed__copy p { margin: 0; }
.admin-embed__websites code { overflow-wrap: anywhere; }
.admin-embed__qr-image { display: block; inline-size: min(14rem, 100%); block-size: auto; aspect-ratio: 1; margin-bottom: 1rem; }
.admin-embed__link { width: 100%; box-sizing: border-box; font-family: ui-monospace, monospace; }
.admin-embed__qr .admin-qr-downloads { margin-top: 0.75rem; }
.admin-embed__preview halo-give { display: block; max-width: 100%; }
/* The element keeps its own light tokens in a dark console, as on a plain church page, and has no
   background of its own: the preview gives it its own surface (its :host token), as that page would. */
@media (prefers-color-scheme: dark) {
  .admin-embed__preview halo-give { padding: 1rem; border-radius: var(--halo-radius); background: var(--halo-color-surface); }
}
`;
