import {
  AdminDonorListsWeeklyEmailDocument,
  SetAdminDonorListsWeeklyEmailDocument,
} from '@halo/shared/graphql/admin-donor-lists';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { useChurch } from '../layout/useChurch';
import { DONOR_LISTS_NAMESPACE } from './donorListsMessages';
import { DonorListsWeeklyEmailPreview } from './DonorListsWeeklyEmailPreview';

const CHECKBOX = 'admin-donor-lists-weekly-email';

/**
 * The signed-in administrator's own weekly email of the donor lists (docs/PRODUCT.md §15): a checkbox,
 * saved as soon as it changes; what happened is announced, and a refusal puts it back as it was.
 */
export function DonorListsWeeklyEmail() {
  const { t } = useTranslation(DONOR_LISTS_NAMESPACE);
  const { graphql } = useApiClient();
  const { organizationPrefixedId } = useChurch();
  const query = useGraphqlQuery(
    AdminDonorListsWeeklyEmailDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  // What she chose here; until then, what the server says.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<'on' | 'off' | 'failed' | null>(null);
  const stored = query.state.data?.adminDonorListsWeeklyEmail;
  if (stored === undefined) return null;
  const enabled = chosen ?? stored;

  async function change(next: boolean) {
    setChosen(next);
    setSaving(true);
    setStatus(null);
    try {
      const answer = await graphql(SetAdminDonorListsWeeklyEmailDocument, {
        organizationPrefixedId,
        enabled: next,
      });
      setChosen(answer.setAdminDonorListsWeeklyEmail);
      setStatus(answer.setAdminDonorListsWeeklyEmail ? 'on' : 'off');
    } catch {
      setChosen(!next);
      setStatus('failed');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="admin-donor-lists__weekly-email">
      <div className="admin-donor-lists__check">
        <input
          id={CHECKBOX}
          type="checkbox"
          checked={enabled}
          disabled={saving}
          aria-describedby={`${CHECKBOX}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={CHECKBOX}>{t('weeklyEmail')}</label>
      </div>
      <p id={`${CHECKBOX}-hint`} className="admin-muted">
        {t('weeklyEmailHint')}
      </p>
      <p
        id={`${CHECKBOX}-status`}
        role="status"
        className={status === 'failed' ? 'halo-field__error' : 'admin-muted'}
      >
        {status === 'on'
          ? t('weeklyEmailOn')
          : status === 'off'
            ? t('weeklyEmailOff')
            : status === 'failed'
              ? t('weeklyEmailFailed')
              : ''}
      </p>
      <DonorListsWeeklyEmailPreview />
    </div>
  );
}
