import { formatMoney } from '@halo/domain';
import type { DonorMergeRecordFieldsFragment } from '@halo/shared/graphql/admin-donor-merges';
import { useTranslation } from 'halo_shared/i18n';
import { useChurch } from '../layout/useChurch';
import { DONOR_MERGES_NAMESPACE } from './donorMergesMessages';

/** One record of a pair: who, their email, whether it is verified, and what they gave. */
export function DonorMergeRecordText({ record }: { record: DonorMergeRecordFieldsFragment }) {
  const { t } = useTranslation(DONOR_MERGES_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  return (
    <span className="admin-donor-merge-pair__records">
      <strong>{t('record', { name: record.name, email: record.email })}</strong>
      <span className="admin-muted">
        {t('giving', {
          count: record.giftCount,
          total: formatMoney(record.totalGiven, currency, formattingLocale),
        })}
        {record.emailVerified ? ` · ${t('verified')}` : ''}
      </span>
    </span>
  );
}
