// The console's frame; tokens from @halo/ui. Everything wraps rather than scrolls sideways, down to a
// 320 px phone: the header's parts and the section links flow onto more lines.
export const adminLayoutCss = `
.admin-console { display: flex; flex-direction: column; gap: 1.5rem; min-width: 0; }
.admin-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem 1rem; padding: 0.75rem 1rem; background: var(--halo-color-surface); border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); }
.admin-header__church { display: inline-flex; align-items: center; gap: 0.75rem; margin: 0; font-weight: 700; font-size: 1.25rem; overflow-wrap: anywhere; min-width: 0; }
.admin-header__logo { height: 2.5rem; width: auto; max-width: 6rem; }
.admin-header__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.admin-header__actions a { color: var(--halo-color-link, var(--halo-color-primary)); }
.admin-nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; }
.admin-nav a { display: block; padding: 0.5rem 0.75rem; border-radius: var(--halo-radius); text-decoration: none; color: var(--halo-color-text); }
.admin-nav a:hover { background: var(--halo-color-primary-soft); }
.admin-nav a[aria-current='page'] { background: var(--halo-color-primary-soft); color: var(--halo-color-link, var(--halo-color-primary)); font-weight: 600; }
.admin-content { min-width: 0; }
.admin-section { display: flex; flex-direction: column; gap: 1.5rem; min-width: 0; }
.admin-section > h1:focus { outline: 2px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 4px; }
.admin-panel { padding: 1rem; background: var(--halo-color-surface); border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); min-width: 0; }
.admin-panel > h2 { margin-top: 0; font-size: 1.125rem; }
.admin-shown-once { display: flex; flex-direction: column; gap: 0.5rem; }
.admin-shown-once input { inline-size: 100%; min-width: 0; font-family: monospace; }
.admin-shown-once__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-qr-downloads { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-table-wrap { max-width: 100%; overflow-x: auto; }
.admin-table { width: 100%; border-collapse: collapse; }
.admin-table th, .admin-table td { text-align: left; padding: 0.5rem; border-bottom: 1px solid var(--halo-color-border); vertical-align: top; }
.admin-table td.admin-amount, .admin-table th.admin-amount { text-align: right; white-space: nowrap; }
.admin-muted { color: var(--halo-color-muted); }
.admin-error { color: var(--halo-color-error); }
.admin-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.admin-websites__form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem; }
.admin-websites__form .halo-field { flex: 1 1 16rem; min-width: 0; margin: 0; }
.admin-websites__item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; }
.admin-websites__item code { overflow-wrap: anywhere; min-width: 0; }
.admin-websites__wallet { flex-basis: 100%; order: 3; margin: 0; overflow-wrap: anywhere; }
/* The totals and the checklist side by side when there is room; the latest gifts' table on a row of its own. */
.admin-overview { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
.admin-overview > * { flex: 1 1 22rem; }
.admin-overview > .admin-overview__wide { flex-basis: 100%; }
.admin-totals { display: flex; flex-wrap: wrap; gap: 1rem 2rem; margin: 0; }
.admin-totals dt { color: var(--halo-color-muted); }
.admin-totals dd { margin: 0; font-size: 1.5rem; font-weight: 700; }
.admin-checklist li { display: flex; align-items: baseline; gap: 0.5rem; }
.admin-checklist__mark { width: 1.25rem; text-align: center; color: var(--halo-color-muted); }
.admin-checklist__done .admin-checklist__mark { color: var(--halo-color-success); }
@media (max-width: 40rem) {
  .admin-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .admin-table tr { display: block; padding: 0.5rem 0; border-bottom: 1px solid var(--halo-color-border); }
  .admin-table td { display: flex; justify-content: space-between; gap: 1rem; border: 0; padding: 0.25rem 0; overflow-wrap: anywhere; }
  .admin-table td.admin-amount { text-align: right; }
  .admin-table td[data-label]::before { content: attr(data-label); font-weight: 600; color: var(--halo-color-muted); }
}
`;
