import { useApiClient } from 'halo_shared/api';
import {
  RemoveWebhookEndpointDocument,
  type AdminWebhookEndpointFieldsFragment,
} from '@halo/shared/graphql/admin-webhooks';
import { useTranslation } from 'halo_shared/i18n';
import { ConfirmDialog } from '../layout/ConfirmDialog';
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
  return (
    <ConfirmDialog
      title={t('removeTitle', { url: endpoint.url })}
      explanation={t('removeExplanation')}
      confirmLabel={t('removeConfirm')}
      cancelLabel={t('cancel')}
      failedText={t('failed')}
      confirm={async () =>
        (
          await graphql(RemoveWebhookEndpointDocument, {
            organizationPrefixedId,
            endpointPrefixedId: endpoint.prefixedId,
          })
        ).removeWebhookEndpoint
      }
      onClose={onClose}
      onDone={onRemoved}
    />
  );
}
