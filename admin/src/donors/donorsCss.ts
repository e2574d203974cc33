// The Donors section's search, list and "Record a gift" form; everything wraps down to a 320 px phone.
export const donorsCss = `
.admin-donor-search { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem; }
.admin-donor-search .halo-field { flex: 1 1 16rem; min-width: 0; margin: 0; }
.admin-donor { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; padding: 0.5rem 0; border-bottom: 1px solid var(--halo-color-border); }
.admin-donor__who { display: flex; flex-direction: column; min-width: 0; overflow-wrap: anywhere; }
.admin-donor__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.admin-donor__actions a { color: var(--halo-color-link, var(--halo-color-primary)); }
.admin-donor-recorded { margin: 0; padding: 0.75rem 1rem; border-radius: var(--halo-radius); background: var(--halo-color-primary-soft); }
.admin-record-gift .halo-select, .admin-record-gift .halo-input { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-year-end { display: flex; flex-direction: column; gap: 0.35rem; padding: 0.75rem 0; border-bottom: 1px solid var(--halo-color-border); overflow-wrap: anywhere; }
`;
