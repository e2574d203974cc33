// The Gifts section's filters, totals and detail; everything wraps down to a 320 px phone.
export const giftsCss = `
.admin-gift-filters__fields { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); }
.admin-gift-filters__fields .halo-field { min-width: 0; }
.admin-gift-filters__fields .halo-input, .admin-gift-filters__fields .halo-select { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-gift-filters__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-gift-export__status { margin: 0; flex-basis: 100%; }
.admin-gift-export__status:empty { flex-basis: auto; }
.admin-gift-filters__donor a, .admin-gift-breakdown a { color: var(--halo-color-link, var(--halo-color-primary)); }
.admin-gift-breakdown { display: grid; gap: 1rem 2rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); }
.admin-gift-breakdown h3 { font-size: 1rem; margin: 1rem 0 0.5rem; }
.admin-gift-breakdown__list, .admin-gift-detail { margin: 0; display: flex; flex-direction: column; gap: 0.25rem; }
.admin-gift-breakdown__list > div, .admin-gift-detail > div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 1rem; }
.admin-gift-breakdown__list dt, .admin-gift-detail dt { color: var(--halo-color-muted); }
.admin-gift-breakdown__list dd, .admin-gift-detail dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; min-width: 0; }
.admin-link-button { background: none; border: 0; padding: 0.25rem 0; font: inherit; color: var(--halo-color-link, var(--halo-color-primary)); text-decoration: underline; cursor: pointer; }
.admin-link-button:focus-visible { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.admin-gift-more { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-top: 1rem; }
.admin-gift-more p { margin: 0; }
.admin-refund .halo-field { min-width: 0; }
.admin-refund .halo-input { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-refund__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.5rem; }
.admin-gift-detail__dispute { margin-top: 1rem; }
.admin-gift-detail__dispute h3 { font-size: 1rem; margin: 0 0 0.5rem; }
`;
