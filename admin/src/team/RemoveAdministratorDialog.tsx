import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  RemoveAdministratorDocument,
  type AdminTeamMemberFieldsFragment,
} from '@halo/shared/graphql/admin-team';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { memberName } from './memberName';
import { refusalMessage } from './serverRefusal';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = memberName(member);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await graphql(RemoveAdministratorDocument, {
        organizationPrefixedId,
        userPrefixedId: member.prefixedId,
      });
      onRemoved();
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('removeTitle', { name })}
      onClose={onClose}
      actions={
        <>
          {/* Cancel first: the dialog focuses it, so Enter pressed by habit removes nobody. */}
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void remove()} disabled={busy}>
            {t('removeConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('removeExplanation', { name })}</p>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
