import { formatMoney } from '@halo/domain';
import type { AdminGiftFieldsFragment } from '@halo/shared/graphql/admin-gifts';
import { useTranslation } from 'halo_shared/i18n';
import { ADMIN_NAMESPACE } from '../adminMessages';
import { formatGiftDay } from './giftFormat';

export type ConsoleGift = Pick<
  AdminGiftFieldsFragment,
  'prefixedId' | 'date' | 'amount' | 'currency' | 'status' | 'fundAccountNames' | 'donor'
>;

/** Gifts as a table (date, donor, fund, amount, status); on a phone each row reads as a card. */
export function GiftsTable({
  gifts,
  caption,
  locale,
}: {
  gifts: readonly ConsoleGift[];
  caption: string;
  locale: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (gifts.length === 0) return <p className="admin-muted">{t('gifts.none')}</p>;
  const columns = {
    date: t('gifts.date'),
    donor: t('gifts.donor'),
    fund: t('gifts.fund'),
    amount: t('gifts.amount'),
    status: t('gifts.status'),
  };
  return (
    // A table wider than its column scrolls; keyboard users reach it to scroll it (WCAG 2.1.1).
    <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={caption}>
      <table className="admin-table">
        <caption className="halo-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.donor}</th>
            <th scope="col">{columns.fund}</th>
            <th scope="col" className="admin-amount">
              {columns.amount}
            </th>
            <th scope="col">{columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {gifts.map((gift) => (
            <tr key={gift.prefixedId}>
              <td data-label={columns.date}>{formatGiftDay(gift.date, locale)}</td>
              <td data-label={columns.donor}>{gift.donor.name || gift.donor.email}</td>
              <td data-label={columns.fund}>{gift.fundAccountNames.join(', ')}</td>
              <td data-label={columns.amount} className="admin-amount">
                {formatMoney(gift.amount, gift.currency, locale)}
              </td>
              <td data-label={columns.status}>{t(`giftStatus.${gift.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
