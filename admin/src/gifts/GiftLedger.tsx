import { formatMoney } from '@halo/domain';
import type { AdminGiftFieldsFragment } from '@halo/shared/graphql/admin-gifts';
import { useTranslation } from 'halo_shared/i18n';
import { ADMIN_NAMESPACE } from '../adminMessages';
import { formatGiftDay } from './giftFormat';
import { giftMethod } from './giftMethod';
import { GIFTS_NAMESPACE } from './giftsMessages';

/**
 * The Gifts section's table: date, donor, funds, amount, fee, net, status, method and a Details button.
 * Under 40rem the console's table style makes each row a card of labelled lines.
 */
export function GiftLedger({
  gifts,
  locale,
  onDetails,
}: {
  gifts: readonly AdminGiftFieldsFragment[];
  locale: string;
  onDetails: (gift: AdminGiftFieldsFragment) => void;
}) {
  const { t } = useTranslation(GIFTS_NAMESPACE);
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  if (gifts.length === 0) return <p className="admin-muted">{t('none')}</p>;
  const columns = [
    ['date', t('date')],
    ['donor', t('donor')],
    ['funds', t('funds')],
    ['amount', t('amount')],
    ['fee', t('fee')],
    ['net', t('net')],
    ['status', t('status')],
    ['method', t('method')],
  ] as const;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-gift-ledger">
        <caption className="halo-visually-hidden">{t('list')}</caption>
        <thead>
          <tr>
            {columns.map(([key, label]) => (
              <th
                key={key}
                scope="col"
                className={['amount', 'fee', 'net'].includes(key) ? 'admin-amount' : undefined}
              >
                {label}
              </th>
            ))}
            <th scope="col">
              <span className="halo-visually-hidden">{t('details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {gifts.map((gift) => {
            const day = formatGiftDay(gift.date, locale);
            const donor = gift.donor.name || gift.donor.email;
            return (
              <tr key={gift.prefixedId}>
                <td data-label={t('date')}>{day}</td>
                <td data-label={t('donor')}>{donor}</td>
                <td data-label={t('funds')}>{gift.fundAccountNames.join(', ')}</td>
                <td data-label={t('amount')} className="admin-amount">
                  {money(gift.amount, gift.currency)}
                </td>
                <td data-label={t('fee')} className="admin-amount">
                  {money(gift.fee, gift.currency)}
                </td>
                <td data-label={t('net')} className="admin-amount">
                  {money(gift.netAmount, gift.currency)}
                </td>
                <td data-label={t('status')}>{tAdmin(`giftStatus.${gift.status}`)}</td>
                <td data-label={t('method')}>{giftMethod(gift, t)}</td>
                <td>
                  <button
                    type="button"
                    className="admin-link-button"
                    aria-label={t('detailsOf', {
                      amount: money(gift.amount, gift.currency),
                      donor,
                      date: day,
                    })}
                    onClick={() => onDetails(gift)}
                  >
                    {t('details')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
