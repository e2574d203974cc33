// The Donors section's lists: options wrap beside each other down to a 320 px phone, the tables read
// as cards there (the console's .admin-table).
export const donorListsCss = `
.admin-donor-lists__options { display: grid; gap: 0 1rem; align-items: end; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); }
.admin-donor-lists__options .halo-field { min-width: 0; }
.admin-donor-lists__options .halo-input, .admin-donor-lists__options .halo-select { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-donor-lists__show { margin-bottom: 1rem; }
.admin-donor-lists__download { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-bottom: 0.5rem; }
.admin-donor-lists__status { margin: 0; }
.admin-donor-lists td a { color: var(--halo-color-link, var(--halo-color-primary)); }
.admin-donor-lists td { overflow-wrap: anywhere; }
.admin-donor-lists__weekly-email { margin-bottom: 1rem; }
.admin-donor-lists__check { display: flex; align-items: flex-start; gap: 0.5rem; }
.admin-donor-lists__check input { margin-top: 0.25rem; flex: none; }
.admin-donor-lists__weekly-email p { margin: 0.25rem 0 0; overflow-wrap: anywhere; }
.admin-donor-lists__preview { margin-top: 0.75rem; }
.admin-donor-lists__preview summary { cursor: pointer; inline-size: fit-content; }
.admin-donor-lists__preview summary:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.admin-donor-lists__preview-body { margin-top: 0.5rem; padding: 0.75rem; border: 1px solid var(--halo-color-border); border-radius: 0.5rem; }
.admin-donor-lists__preview-text { margin: 0.5rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; }
`;
