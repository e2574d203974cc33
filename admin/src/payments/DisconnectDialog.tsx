import { useApiClient } from 'halo_shared/api';
import {
  DisconnectStripeAccountDocument,
  type AdminPaymentsFieldsFragment,
} from '@halo/shared/graphql/admin-payments';
import { useTranslation } from 'halo_shared/i18n';
import { ConfirmDialog } from '../layout/ConfirmDialog';
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
  return (
    <ConfirmDialog
      title={t('disconnectTitle')}
      explanation={isTest ? t('disconnectTestExplanation') : t('disconnectExplanation')}
      confirmLabel={t('disconnectConfirm')}
      cancelLabel={t('cancel')}
      failedText={t('failed')}
      confirm={async () =>
        (await graphql(DisconnectStripeAccountDocument, { organizationPrefixedId })).disconnectStripeAccount
      }
      onClose={onClose}
      onDone={onDisconnected}
    />
  );
}
