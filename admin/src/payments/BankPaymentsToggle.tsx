import { useApiClient } from 'halo_shared/api';
import {
  SetBankPaymentsDocument,
  type AdminPaymentsFieldsFragment,
} from '@halo/shared/graphql/admin-payments';
import { useTranslation } from 'halo_shared/i18n';
import { useId, useState } from 'react';
import { refusalMessage } from '../layout/serverMessage';
import { PAYMENTS_NAMESPACE } from './paymentsMessages';

const HEADING = 'admin-payments-bank';

/**
 * Whether the giving form offers "Bank account" (ACH, docs/PRODUCT.md §22): on for USD churches
 * unless turned off here; a church in another currency cannot turn it on.
 */
export function BankPaymentsToggle({
  organizationPrefixedId,
  payments,
  onChanged,
}: {
  organizationPrefixedId: string;
  payments: AdminPaymentsFieldsFragment;
  /** The new state, and what the section's status line announces. */
  onChanged: (payments: AdminPaymentsFieldsFragment, announcement: string) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const usd = payments.currency === 'USD';

  async function change(enabled: boolean) {
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(SetBankPaymentsDocument, { organizationPrefixedId, enabled });
      const now = answer.setBankPayments;
      onChanged(now, now.bankPayments ? t('bankOnAnnounce') : t('bankOffAnnounce'));
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
    }
    setBusy(false);
  }

  return (
    <section className="admin-panel" aria-labelledby={HEADING}>
      <h2 id={HEADING}>{t('bankTitle')}</h2>
      <label className="halo-checkbox">
        <input
          type="checkbox"
          name="bankPayments"
          checked={usd && payments.bankPayments}
          disabled={busy || !usd}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('bankLabel')}</span>
      </label>
      <p id={hintId} className="admin-muted">
        {usd ? t('bankHint') : t('bankNeedsUsd')}
      </p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
