// The campaigns page: each campaign's figures and bar, its share panel (link, embed code, QR code)
// beside them on a wide screen and under them on a phone; everything wraps down to 320 px.
export const campaignsCss = `
.admin-campaign { display: grid; gap: 0.5rem; padding: 0.75rem 0; border-bottom: 1px solid var(--halo-color-border); min-width: 0; }
.admin-campaign__title { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; overflow-wrap: anywhere; }
.admin-campaign__title h3 { margin: 0; font-size: 1.125rem; }
.admin-campaign__figures { margin: 0; }
.admin-campaign__meta { margin: 0; color: var(--halo-color-muted); overflow-wrap: anywhere; }
.admin-campaign__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-campaign__share { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
@media (min-width: 48rem) { .admin-campaign__share { grid-template-columns: minmax(0, 1fr) 10rem; } }
.admin-campaign__share textarea, .admin-campaign__share input { width: 100%; max-width: 100%; box-sizing: border-box; font-family: ui-monospace, monospace; }
.admin-campaign__qr svg { width: 10rem; height: 10rem; max-width: 100%; }
.admin-campaign__qr .admin-qr-downloads { margin-top: 0.5rem; }
.admin-campaign-form .halo-input { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-campaign-form__funds { border: 0; padding: 0; margin: 0 0 1rem; min-width: 0; }
.admin-campaign-form__fund { display: block; padding: 0.25rem 0; }
.admin-campaign-form__dates { display: flex; flex-wrap: wrap; gap: 0 1rem; }
.admin-campaign-form__description { min-height: 6rem; font: inherit; resize: vertical; }
.admin-campaign-form__image { min-width: 0; }
.admin-campaign-form__preview { display: block; max-width: 100%; max-height: 10rem; height: auto; border-radius: 4px; }
.admin-campaign-form__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1rem; }
.admin-campaign__pledge-block { display: grid; gap: 0.5rem; min-width: 0; }
.admin-campaign__pledges { margin: 0; padding-left: 1.25rem; overflow-wrap: anywhere; }
.admin-record-pledge .halo-input { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-record-pledge__search { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; }
.admin-record-pledge__search > :first-child { flex: 1 1 12rem; min-width: 0; }
.admin-campaign-status { margin: 0; padding: 0.75rem 1rem; border-radius: var(--halo-radius); background: var(--halo-color-primary-soft); }
`;
