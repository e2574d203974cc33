import { PHONE_MEDIA } from '../layout/phoneLayout';
import { GIFT_CARD_ROW_HEIGHT_CSS } from '../layout/giftCardsCss';

// The transactions screen. Rows have a fixed height (ROW_HEIGHT in TransactionsTable) so the
// "All" list can be windowed; long text is cut with an ellipsis rather than wrapping.
export const transactionsCss = `
.portal-filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0 1rem; margin-bottom: 0.5rem; }
.portal-filters .halo-field { margin-bottom: 0.75rem; }
.portal-filters .halo-radio-group { margin-bottom: 0.75rem; }
.portal-filter-search { display: flex; align-items: center; gap: 0.5rem; }
.portal-filter-search .halo-field { min-width: 14rem; }
.portal-select-field { display: flex; flex-direction: column; gap: 0.25rem; margin-bottom: 0.75rem; font-weight: 600; }
.portal-select-field select { min-height: 2.75rem; }
.portal-toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; margin: 0.5rem 0 1rem; }
.portal-toolbar__buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.portal-summary { margin: 0; font-weight: 600; }
.portal-transactions-scroll { overflow-x: auto; border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); }
.portal-transactions-scroll--virtual { max-height: min(70vh, 40rem); overflow-y: auto; }
.portal-transactions-scroll:focus-visible { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.portal-transactions { table-layout: fixed; min-width: 54rem; }
.portal-transactions thead th { position: sticky; top: 0; z-index: 1; background: var(--halo-color-surface); height: 48px; box-sizing: border-box; }
.portal-transactions tbody tr:not(.portal-spacer) { height: 48px; }
.portal-transactions th, .portal-transactions td { padding-left: 0.5rem; padding-right: 0.5rem; }
.portal-transactions tbody td { height: 48px; box-sizing: border-box; padding-top: 0; padding-bottom: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.portal-spacer td { padding: 0; border: 0; }
/* A split gift's parts (each fund with its amount) take up to two lines of its fixed-height row. */
.portal-fund-parts { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2;
  overflow: hidden; white-space: normal; overflow-wrap: anywhere; font-size: 0.8125rem; line-height: 1.25; }
.portal-transactions th:nth-child(1) { width: 6.75rem; }
.portal-transactions th:nth-child(2) { width: 6.75rem; }
.portal-transactions th:nth-child(3) { width: 6.5rem; }
.portal-transactions th:nth-child(5) { width: 7rem; }
.portal-transactions th:nth-child(6) { width: 10rem; }
.portal-transactions th:nth-child(7) { width: 7.5rem; }
.portal-transactions th:nth-child(8) { width: 5.5rem; }
.portal-id { font-family: ui-monospace, monospace; font-size: 0.8rem; }
.portal-nowrap { white-space: nowrap; }
.portal-link-button { border: 0; background: none; padding: 0.25rem 0; color: var(--halo-color-link, var(--halo-color-primary)); text-decoration: underline; font: inherit; cursor: pointer; }
.portal-link-button:disabled { opacity: 0.6; cursor: progress; }
.portal-link-button:focus-visible { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.portal-pagination { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; margin-top: 1rem; }
.portal-admin { margin-top: 2rem; padding: 1rem; border: 1px dashed var(--halo-color-border); border-radius: var(--halo-radius); }
.portal-donor-picker { border: 0; padding: 0; margin: 0 0 0.75rem; min-width: 0; }
.portal-donor-picker legend { font-weight: 600; padding: 0; margin-bottom: 0.5rem; }
.portal-donor-picker__count { margin: 0 0 0.5rem; }
.portal-donor-picker__list { list-style: none; margin: 0; padding: 0.25rem 0.5rem; max-height: 14rem; overflow-y: auto; border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); }
.portal-donor-picker__list li { padding: 0.375rem 0; }
.portal-donor-picker__list .halo-checkbox { min-height: 2rem; }
.portal-donor-picker__email { overflow-wrap: anywhere; }
@media ${PHONE_MEDIA} {
  .portal-filter-search { flex-wrap: wrap; width: 100%; margin-bottom: 0.75rem; }
  .portal-filter-search .halo-field { min-width: 0; flex: 1 1 12rem; }
  .portal-transactions { min-width: 0; table-layout: auto; }
  .portal-transactions tbody tr:not(.portal-spacer) { height: ${GIFT_CARD_ROW_HEIGHT_CSS}; overflow: hidden;
    grid-template-areas: "title title amount" "status kind date" "memo memo memo" "id id receipt"; grid-template-rows: repeat(4, auto); align-content: center; }
  /* A split gift's parts take the card's whole width (two lines at most); its amount goes by its status. */
  .portal-transactions tbody tr.portal-gift--split {
    grid-template-areas: "title title title" "status kind amount" "memo memo date" "id id receipt"; }
  .portal-transactions tbody td { height: auto; }
  .portal-transactions .portal-gift__receipt { text-align: right; }
}
`;
