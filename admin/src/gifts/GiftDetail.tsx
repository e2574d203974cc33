import { formatMoney } from '@halo/domain';
import { Button, Modal } from '@halo/ui';
import type { AdminGiftFieldsFragment } from 'halo_shared/graphql/generated';
import { useTranslation } from 'halo_shared/i18n';
import { ADMIN_NAMESPACE } from '../adminMessages';
import { formatGiftDay } from './giftFormat';
import { giftMethod } from './giftMethod';
import { GIFTS_NAMESPACE } from './giftsMessages';

/** Everything the console knows of one gift, in a dialog that gives focus back to its Details button. */
export function GiftDetail({
  gift,
  locale,
  onClose,
}: {
  gift: AdminGiftFieldsFragment | null;
  locale: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(GIFTS_NAMESPACE);
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  if (!gift) return null;
  const money = (cents: number) => formatMoney(cents, gift.currency, locale);
  const rows: Array<[string, string]> = [
    [t('date'), formatGiftDay(gift.date, locale)],
    [t('donor'), gift.donor.name || gift.donor.email],
    [t('email'), gift.donor.email],
    [t('funds'), gift.fundAccountNames.join(', ')],
    [t('amount'), money(gift.amount)],
    [t('fee'), money(gift.fee)],
    [t('net'), money(gift.netAmount)],
    [t('status'), tAdmin(`giftStatus.${gift.status}`)],
    [t('method'), giftMethod(gift, t)],
    [t('memo'), gift.memo || t('noMemo')],
    [t('recurring'), gift.recurringGiving ? gift.recurringGiving.prefixedId : t('notRecurring')],
    [t('reference'), gift.prefixedId],
  ];
  return (
    <Modal
      open
      title={t('detailTitle', { amount: money(gift.amount) })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <dl className="admin-gift-detail">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
