import { RevokeApiKeyDocument, type AdminApiKeyFieldsFragment } from '@halo/shared/graphql/admin-api-keys';
import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { API_KEYS_NAMESPACE } from './apiKeysMessages';
import { refusalMessage } from './serverRefusal';

/** Asks before revoking a key: every later call with it is refused, and it cannot be used again. */
export function RevokeApiKeyDialog({
  organizationPrefixedId,
  apiKey,
  onClose,
  onRevoked,
}: {
  organizationPrefixedId: string;
  apiKey: AdminApiKeyFieldsFragment;
  onClose: () => void;
  onRevoked: (revoked: AdminApiKeyFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function revoke() {
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(RevokeApiKeyDocument, {
        organizationPrefixedId,
        apiKeyPrefixedId: apiKey.prefixedId,
      });
      onRevoked(answer.revokeApiKey);
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('revokeTitle', { name: apiKey.name })}
      onClose={onClose}
      actions={
        <>
          {/* Cancel first: the dialog focuses it, so Enter pressed by habit revokes nothing. */}
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void revoke()} disabled={busy}>
            {t('revokeConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('revokeExplanation')}</p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
