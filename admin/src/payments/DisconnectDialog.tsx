import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  DisconnectStripeAccountDocument,
  type AdminPaymentsFieldsFragment,
} from '@halo/shared/graphql/admin-payments';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { refusalMessage } from '../team/serverRefusal';
import { PAYMENTS_NAMESPACE } from './paymentsMessages';

/** Asks before forgetting the church's Stripe account (or its simulated test one). */
export function DisconnectDialog({
  organizationPrefixedId,
  isTest,
  onClose,
  onDisconnected,
}: {
  organizationPrefixedId: string;
  isTest: boolean;
  onClose: () => void;
  onDisconnected: (payments: AdminPaymentsFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function disconnect() {
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(DisconnectStripeAccountDocument, { organizationPrefixedId });
      onDisconnected(answer.disconnectStripeAccount);
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('disconnectTitle')}
      onClose={onClose}
      actions={
        <>
          {/* Cancel first: the dialog focuses it, so Enter pressed by habit disconnects nothing. */}
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void disconnect()} disabled={busy}>
            {t('disconnectConfirm')}
          </Button>
        </>
      }
    >
      <p>{isTest ? t('disconnectTestExplanation') : t('disconnectExplanation')}</p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
