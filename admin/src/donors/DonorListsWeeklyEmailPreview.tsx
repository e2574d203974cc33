import { AdminDonorListsWeeklyEmailPreviewDocument } from '@halo/shared/graphql/admin-donor-lists';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { formatGiftDay } from '../gifts/giftFormat';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { DONOR_LISTS_NAMESPACE } from './donorListsMessages';

/**
 * What this week's email of the donor lists says to her (docs/PRODUCT.md §15), read-only, under her
 * setting: asked for only once opened, and built by the server with the code that sends it, in her
 * own language. Whether it was made already, or would go at all, is said above it.
 */
export function DonorListsWeeklyEmailPreview() {
  const { t } = useTranslation(DONOR_LISTS_NAMESPACE);
  const { organizationPrefixedId, formattingLocale } = useChurch();
  const [open, setOpen] = useState(false);
  const { state, reload } = useGraphqlQuery(
    AdminDonorListsWeeklyEmailPreviewDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId || !open },
  );
  const preview = state.data?.adminDonorListsWeeklyEmailPreview;
  const week = preview ? formatGiftDay(preview.weekStart, formattingLocale) : '';

  return (
    <details className="admin-donor-lists__preview" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('weeklyEmailPreview')}</summary>
      {!open ? null : state.status === 'error' ? (
        <QueryFailure onRetry={reload} />
      ) : !preview ? (
        <LoadingSkeleton lines={4} />
      ) : (
        <div className="admin-donor-lists__preview-body">
          <p className="admin-muted">
            {!preview.sendsEmail
              ? t('weeklyEmailPreviewNone', { week })
              : preview.made
                ? t('weeklyEmailPreviewMade', { week })
                : t('weeklyEmailPreviewNext', { week })}
          </p>
          <p>
            <strong>{t('weeklyEmailPreviewSubject')}</strong> {preview.subject}
          </p>
          <pre className="admin-donor-lists__preview-text">{preview.text}</pre>
        </div>
      )}
    </details>
  );
}
