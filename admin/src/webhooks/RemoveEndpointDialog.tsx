import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  RemoveWebhookEndpointDocument,
  type AdminWebhookEndpointFieldsFragment,
} from '@halo/shared/graphql/admin-webhooks';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { refusalMessage } from './serverRefusal';
import { WEBHOOKS_NAMESPACE } from './webhooksMessages';

/** Asks before removing an endpoint: nothing more goes to it, what waited is given up, the log stays. */
export function RemoveEndpointDialog({
  organizationPrefixedId,
  endpoint,
  onClose,
  onRemoved,
}: {
  organizationPrefixedId: string;
  endpoint: AdminWebhookEndpointFieldsFragment;
  onClose: () => void;
  onRemoved: (removed: AdminWebhookEndpointFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(WEBHOOKS_NAMESPACE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(RemoveWebhookEndpointDocument, {
        organizationPrefixedId,
        endpointPrefixedId: endpoint.prefixedId,
      });
      onRemoved(answer.removeWebhookEndpoint);
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('removeTitle', { url: endpoint.url })}
      onClose={onClose}
      actions={
        <>
          {/* Cancel first: the dialog focuses it, so Enter pressed by habit removes nothing. */}
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void remove()} disabled={busy}>
            {t('removeConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('removeExplanation')}</p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
