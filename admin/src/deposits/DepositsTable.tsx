import { formatMoney } from '@halo/domain';
import { Button } from '@halo/ui';
import type { AdminDepositFieldsFragment } from '@halo/shared/graphql/admin-deposits';
import { useTranslation } from 'halo_shared/i18n';
import { formatGiftDay } from '../gifts/giftFormat';
import { depositSourceText, depositStatusKey } from './depositFormat';
import { DEPOSITS_NAMESPACE } from './depositsMessages';

/**
 * The church's deposits as a table: date, arrival date, status, gross, fees, refunds, disputes, net;
 * on a phone each row reads as a card (the console's .admin-table).
 */
export function DepositsTable({
  deposits,
  caption,
  currency,
  locale,
  onOpen,
}: {
  deposits: readonly AdminDepositFieldsFragment[];
  caption: string;
  currency: string;
  locale: string;
  onOpen: (deposit: AdminDepositFieldsFragment) => void;
}) {
  const { t } = useTranslation(DEPOSITS_NAMESPACE);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const amounts = ['gross', 'fees', 'refunds', 'disputes', 'net'] as const;
  return (
    // A table wider than its column scrolls; keyboard users reach it to scroll it (WCAG 2.1.1).
    <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={caption}>
      <table className="admin-table">
        <caption className="halo-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('source')}</th>
            <th scope="col">{t('arrival')}</th>
            <th scope="col">{t('status')}</th>
            {amounts.map((column) => (
              <th key={column} scope="col" className="admin-amount">
                {t(column)}
              </th>
            ))}
            <th scope="col">
              <span className="halo-visually-hidden">{t('open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deposits.map((deposit) => {
            const date = formatGiftDay(deposit.payoutDate, locale);
            return (
              <tr key={deposit.prefixedId}>
                <td data-label={t('date')}>{date}</td>
                <td data-label={t('source')}>{depositSourceText(deposit, t)}</td>
                <td data-label={t('arrival')}>{formatGiftDay(deposit.arrivalDate, locale)}</td>
                <td data-label={t('status')}>{t(depositStatusKey(deposit.status))}</td>
                {amounts.map((column) => (
                  <td key={column} data-label={t(column)} className="admin-amount">
                    {money(deposit[column])}
                  </td>
                ))}
                <td>
                  <Button
                    variant="secondary"
                    aria-label={t('openDeposit', { date })}
                    onClick={() => onOpen(deposit)}
                  >
                    {t('open')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
