import { PHONE_MEDIA } from '../layout/phoneLayout';
import { giftCardsCss } from '../layout/giftCardsCss';

// Dashboard and transactions styles; tokens from @halo/ui.
export const dashboardCss = `
.portal-screen h2 { font-size: 1.25rem; margin: 1.5rem 0 0.75rem; }
.portal-dashboard__welcome { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.portal-dashboard__greeting { margin: 0; font-size: 1.125rem; }
.portal-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1rem 0; }
.portal-overview { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 1rem; margin: 0; }
.portal-overview div { padding: 1rem; border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); background: var(--halo-color-surface); }
.portal-overview dt { color: var(--halo-color-muted); }
.portal-overview dd { margin: 0.25rem 0 0; font-size: 1.5rem; font-weight: 700; }
.portal-section-heading { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem; }
.portal-table-scroll { overflow-x: auto; }
.portal-table { width: 100%; border-collapse: collapse; background: var(--halo-color-surface); }
.portal-table th, .portal-table td { padding: 0.5rem 0.75rem; text-align: left; border-bottom: 1px solid var(--halo-color-border); vertical-align: middle; }
.portal-table th { font-size: 0.875rem; color: var(--halo-color-muted); white-space: nowrap; }
.portal-number { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.portal-table th.portal-number { text-align: right; }
.portal-status { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; font-size: 0.8rem; font-weight: 700; border: 1px solid currentColor; }
.portal-status--succeeded { color: var(--halo-color-success); }
.portal-status--failed { color: var(--halo-color-error); }
.portal-status--refunded { color: var(--halo-color-warning); }
${giftCardsCss}
@media ${PHONE_MEDIA} {
  .portal-activity tbody tr { grid-template-areas: "title title amount" "funds funds funds" "status date date"; }
  .portal-activity tbody td { overflow-wrap: anywhere; }
}
`;
