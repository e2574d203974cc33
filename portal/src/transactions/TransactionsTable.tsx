import type { DonorContributionsQuery } from '@halo/shared/graphql/portal-transactions';
import { useTranslation } from 'halo_shared/i18n';
import { selectFormattingLocale, useHalo } from 'halo_shared/store';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatAmount, formatGiftDate } from '../layout/activityFormat';
import { fundsText } from '../layout/fundsText';
import { usePhoneLayout } from '../layout/phoneLayout';
import { PORTAL_NAMESPACE } from '../portalMessages';
import { GIFT_CARD_HEIGHT } from '../layout/giftCardsCss';
import { virtualWindow } from './virtualWindow';

export type Contribution = DonorContributionsQuery['donorContributions']['items'][number];

/** Height of one row in px; fixed so the window can be computed (see transactionsCss; GIFT_CARD_HEIGHT on a phone). */
export const ROW_HEIGHT = 48;
const COLUMNS = 8;

export interface TransactionsTableProps {
  items: readonly Contribution[];
  /** Render only the rows in view (page size "All"). */
  virtualized: boolean;
  /** Row number (1-based, over every matching gift) of the first item, for aria-rowindex. */
  firstRowNumber: number;
  /** Every matching gift (aria-rowcount counts rows that are not in the DOM). */
  totalResults: number;
  /**
   * False while the rest of a windowed list is still on its way: the list is `totalResults` rows long
   * and rows past `items` show a loading placeholder (never another gift's data) until they arrive.
   */
  complete?: boolean;
  /** Identity of the results: new results start at the top; more rows of the same ones keep the scroll. */
  resultsKey: string;
  onReceipt: (contribution: Contribution) => void;
  busyReceipt: string | null;
}

function useScrollWindow(enabled: boolean, resultsKey: string) {
  const container = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 600 });
  const frame = useRef(0);

  useLayoutEffect(() => {
    const node = container.current;
    if (!enabled || !node) return;
    const measure = () => setScroll({ top: node.scrollTop, height: node.clientHeight || 600 });
    measure();
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    };
    node.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(node);
    return () => {
      node.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [enabled]);

  // New results start at the top (the rest of the same list arriving is not new results).
  useEffect(() => {
    if (container.current) container.current.scrollTop = 0;
  }, [resultsKey]);

  return { container, scroll };
}

/**
 * The gifts as a table (docs/PRODUCT.md §2 columns). With `virtualized`, only the rows in view (plus a few) are in
 * the DOM between two spacer rows, and the table stays a table for assistive technology:
 * aria-rowcount says how many rows there are, aria-rowindex where each rendered one sits.
 */
export function TransactionsTable({
  items,
  virtualized,
  firstRowNumber,
  totalResults,
  complete = true,
  resultsKey,
  onReceipt,
  busyReceipt,
}: TransactionsTableProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const locale = useHalo(selectFormattingLocale);
  const column = (name: string) => t(`transactions.columns.${name}`);
  const { container, scroll } = useScrollWindow(virtualized, resultsKey);
  // On a phone each gift is a card, taller than a table row and as fixed.
  const rowHeight = usePhoneLayout() ? GIFT_CARD_HEIGHT : ROW_HEIGHT;
  // Rows not loaded yet still take their place, so the scrollbar and aria-rowcount are final at once.
  const rowCount = virtualized && !complete ? Math.max(totalResults, items.length) : items.length;
  const range = virtualized
    ? virtualWindow({
        rowCount,
        rowHeight,
        scrollTop: scroll.top,
        viewportHeight: scroll.height,
      })
    : { start: 0, end: items.length, before: 0, after: 0 };
  const rowIndexes = Array.from({ length: range.end - range.start }, (_, offset) => range.start + offset);

  return (
    <div
      ref={container}
      className={`portal-transactions-scroll${virtualized ? ' portal-transactions-scroll--virtual' : ''}`}
      // Scrollable regions must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={virtualized ? 0 : undefined}
      role={virtualized ? 'region' : undefined}
      aria-label={virtualized ? t('transactions.tableCaption') : undefined}
    >
      <table
        className="portal-table portal-gift-table portal-transactions"
        aria-rowcount={totalResults + 1}
        // How many rows are loaded, for tests and the benchmark to tell when the whole list is in.
        data-rows-loaded={items.length}
      >
        <caption className="halo-visually-hidden">{t('transactions.tableCaption')}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{t('transactions.columns.type')}</th>
            <th scope="col">{t('transactions.columns.transaction')}</th>
            <th scope="col" className="portal-number">
              {t('transactions.columns.amount')}
            </th>
            <th scope="col">{t('transactions.columns.memo')}</th>
            <th scope="col">{t('transactions.columns.status')}</th>
            <th scope="col">{t('transactions.columns.funds')}</th>
            <th scope="col">{t('transactions.columns.date')}</th>
            <th scope="col">{t('transactions.columns.receipt')}</th>
          </tr>
        </thead>
        <tbody>
          {range.before > 0 ? (
            <tr aria-hidden="true" className="portal-spacer">
              <td colSpan={COLUMNS} style={{ height: range.before }} />
            </tr>
          ) : null}
          {rowIndexes.map((index) => {
            const item = items[index];
            const rowIndex = firstRowNumber + index + 1;
            if (!item) {
              return (
                <tr key={`loading-${index}`} aria-rowindex={rowIndex} aria-busy="true">
                  <td colSpan={COLUMNS} className="portal-muted">
                    {t('transactions.rowLoading')}
                  </td>
                </tr>
              );
            }
            const funds = fundsText(item, item.currency, locale);
            return (
              <tr
                key={item.prefixedId}
                aria-rowindex={rowIndex}
                data-id={item.prefixedId}
                className={item.fundParts.length > 1 ? 'portal-gift--split' : undefined}
              >
                <td className="portal-gift__kind" data-label={column('type')}>
                  {t(item.recurringGiving ? 'transactions.kinds.recurring' : 'transactions.kinds.one_time')}
                </td>
                <td
                  className="portal-id portal-gift__id"
                  title={item.prefixedId}
                  data-label={column('transaction')}
                >
                  {item.prefixedId}
                </td>
                <td className="portal-number portal-gift__amount" data-label={column('amount')}>
                  {formatAmount(item.amount, item.currency, locale)}
                </td>
                <td
                  className="portal-ellipsis portal-gift__memo"
                  title={item.memo ?? undefined}
                  data-label={item.memo ? column('memo') : undefined}
                >
                  {item.memo ?? ''}
                </td>
                <td className="portal-gift__status" data-label={column('status')}>
                  {/* A partly refunded gift still succeeded: what came back is its status. */}
                  {item.status === 'succeeded' && item.refundedAmount > 0 ? (
                    <span className="portal-status portal-status--refunded">
                      {t('status.partlyRefunded', {
                        amount: formatAmount(item.refundedAmount, item.currency, locale),
                      })}
                    </span>
                  ) : (
                    <span className={`portal-status portal-status--${item.status}`}>
                      {t(`status.${item.status}`)}
                    </span>
                  )}
                </td>
                <td className="portal-ellipsis portal-gift__title" data-label={column('funds')}>
                  {item.fundParts.length > 1 ? (
                    // Each part on the screen: up to two lines, the whole text in the tooltip.
                    <span className="portal-fund-parts" title={funds}>
                      {funds}
                    </span>
                  ) : (
                    funds
                  )}
                </td>
                <td className="portal-nowrap portal-gift__date" data-label={column('date')}>
                  {formatGiftDate(item.date, locale)}
                </td>
                <td className="portal-gift__receipt">
                  <button
                    type="button"
                    className="portal-link-button"
                    aria-label={t('transactions.receiptFor', { id: item.prefixedId })}
                    disabled={busyReceipt === item.prefixedId}
                    onClick={() => onReceipt(item)}
                  >
                    {t('transactions.receipt')}
                  </button>
                </td>
              </tr>
            );
          })}
          {range.after > 0 ? (
            <tr aria-hidden="true" className="portal-spacer">
              <td colSpan={COLUMNS} style={{ height: range.after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
