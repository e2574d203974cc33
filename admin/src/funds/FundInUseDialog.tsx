import { formatMoney } from '@halo/domain';
import { Button, Modal } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { useChurch } from '../layout/useChurch';
import type { RecurringGiftInUse } from './fundRefusal';
import { FUNDS_NAMESPACE } from './fundsMessages';

/** Why a fund was not disabled: the active recurring gifts that charge to it, donor and amount. */
export function FundInUseDialog({
  fundName,
  gifts,
  onClose,
}: {
  fundName: string;
  gifts: readonly RecurringGiftInUse[];
  onClose: () => void;
}) {
  const { t } = useTranslation(FUNDS_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  return (
    <Modal
      open
      title={t('inUseTitle', { name: fundName })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <p>{t('inUseExplanation')}</p>
      <ul className="admin-funds__gifts">
        {gifts.map((gift) => (
          <li key={gift.prefixedId}>
            {t('inUseGift', {
              donor: gift.donorName,
              amount: formatMoney(gift.amount, currency, formattingLocale),
            })}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
