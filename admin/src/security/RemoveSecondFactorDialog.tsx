import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  RemoveSecondFactorDocument,
  type AdminSecondFactorFieldsFragment,
} from '@halo/shared/graphql/admin-security';
import { useTranslation } from 'halo_shared/i18n';
import { CodeForm } from './CodeForm';
import { SECURITY_NAMESPACE } from './securityMessages';

/** Removing the second factor takes one more code, so a borrowed session alone cannot turn it off. */
export function RemoveSecondFactorDialog({
  organizationPrefixedId,
  onClose,
  onRemoved,
}: {
  organizationPrefixedId: string;
  onClose: () => void;
  onRemoved: (status: AdminSecondFactorFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(SECURITY_NAMESPACE);
  return (
    <Modal open title={t('removeTitle')} onClose={onClose}>
      <p>{t('removeExplanation')}</p>
      <CodeForm
        hint={t('anyCodeHint')}
        action={t('remove')}
        submit={async (code) => {
          const answer = await graphql(RemoveSecondFactorDocument, { organizationPrefixedId, code });
          onRemoved(answer.removeSecondFactor);
        }}
      >
        <Button variant="secondary" type="button" onClick={onClose}>
          {t('cancel')}
        </Button>
      </CodeForm>
    </Modal>
  );
}
