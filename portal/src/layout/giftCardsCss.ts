import { PHONE_MEDIA } from './phoneLayout';

/**
 * Height of one gift card in the Transactions list on a phone, margin included, in px: fixed like a
 * table row (ROW_HEIGHT) so page size "All" can still render only the cards in view.
 */
export const GIFT_CARD_HEIGHT = 172;
const GIFT_CARD_GAP = 12;

// On a phone a gift table shows each gift as a card: the same table, rows and cells laid out as blocks,
// so the spec's columns and texts stay one component tree. The column headings are hidden from the eye
// only, and each cell says its own label (data-label) in a visually hidden ::before, which screen
// readers read with the value whether or not they still treat the block layout as a table.
export const giftCardsCss = `
@media ${PHONE_MEDIA} {
  .portal-gift-table, .portal-gift-table tbody { display: block; width: 100%; min-width: 0; background: none; }
  .portal-gift-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .portal-gift-table tbody tr:not(.portal-spacer) { display: grid; grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center; gap: 0.375rem 0.75rem; margin: 0 0 ${GIFT_CARD_GAP}px; padding: 0.75rem 1rem; box-sizing: border-box;
    border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); background: var(--halo-color-surface); }
  .portal-gift-table tbody tr.portal-spacer, .portal-gift-table tbody tr.portal-spacer td { display: block; }
  .portal-gift-table tbody td { display: block; min-width: 0; padding: 0; border: 0; text-align: left; }
  .portal-gift-table td[data-label]::before { content: attr(data-label) ": "; position: absolute; width: 1px; height: 1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .portal-gift-table td[colspan] { grid-column: 1 / -1; }
  .portal-gift__title { grid-area: title; font-weight: 700; }
  .portal-gift__amount { grid-area: amount; }
  .portal-gift__status { grid-area: status; }
  .portal-gift-table .portal-status { white-space: nowrap; }
  .portal-gift__date { grid-area: date; }
  .portal-gift__funds { grid-area: funds; }
  .portal-gift__kind { grid-area: kind; }
  .portal-gift__id { grid-area: id; }
  .portal-gift__memo { grid-area: memo; }
  .portal-gift__receipt { grid-area: receipt; }
  .portal-gift-table .portal-gift__amount { font-weight: 700; font-size: 1.125rem; text-align: right; }
  .portal-gift-table .portal-gift__date { text-align: right; color: var(--halo-color-muted); }
  .portal-gift-table .portal-gift__id { color: var(--halo-color-muted); }
  .portal-gift__funds, .portal-gift__memo, .portal-gift__kind { color: var(--halo-color-muted); }
  .portal-table-scroll, .portal-transactions-scroll { border: 0; }
}
`;

export const GIFT_CARD_ROW_HEIGHT_CSS = `${GIFT_CARD_HEIGHT - GIFT_CARD_GAP}px`;
