import { RevokeApiKeyDocument, type AdminApiKeyFieldsFragment } from '@halo/shared/graphql/admin-api-keys';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { API_KEYS_NAMESPACE } from './apiKeysMessages';

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
  return (
    <ConfirmDialog
      title={t('revokeTitle', { name: apiKey.name })}
      explanation={t('revokeExplanation')}
      confirmLabel={t('revokeConfirm')}
      cancelLabel={t('cancel')}
      failedText={t('failed')}
      confirm={async () =>
        (await graphql(RevokeApiKeyDocument, { organizationPrefixedId, apiKeyPrefixedId: apiKey.prefixedId }))
          .revokeApiKey
      }
      onClose={onClose}
      onDone={onRevoked}
    />
  );
}
