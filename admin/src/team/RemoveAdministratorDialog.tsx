import { useApiClient } from 'halo_shared/api';
import {
  RemoveAdministratorDocument,
  type AdminTeamMemberFieldsFragment,
} from '@halo/shared/graphql/admin-team';
import { useTranslation } from 'halo_shared/i18n';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { memberName } from './memberName';
import { TEAM_NAMESPACE } from './teamMessages';

/** Asks before taking every ability from an administrator; their donor account stays. */
export function RemoveAdministratorDialog({
  organizationPrefixedId,
  member,
  onClose,
  onRemoved,
}: {
  organizationPrefixedId: string;
  member: AdminTeamMemberFieldsFragment;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(TEAM_NAMESPACE);
  const name = memberName(member);
  return (
    <ConfirmDialog
      title={t('removeTitle', { name })}
      explanation={t('removeExplanation', { name })}
      confirmLabel={t('removeConfirm')}
      cancelLabel={t('cancel')}
      failedText={t('failed')}
      confirm={() =>
        graphql(RemoveAdministratorDocument, { organizationPrefixedId, userPrefixedId: member.prefixedId })
      }
      onClose={onClose}
      onDone={onRemoved}
    />
  );
}
