import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  UpdateAdministratorAbilitiesDocument,
  type AdminTeamMemberFieldsFragment,
} from '@halo/shared/graphql/admin-team';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { AbilityCheckboxes } from './AbilityCheckboxes';
import { refusalMessage } from '../layout/serverMessage';
import { memberName } from './memberName';
import { TEAM_NAMESPACE } from './teamMessages';

const FORM_ID = 'admin-team-change';

/**
 * Replaces an administrator's abilities. On one's own account "manage-team" stays checked and
 * locked: the server refuses to take it (nobody locks themselves out of the team), and says so if
 * asked anyway.
 */
export function ChangeAbilitiesDialog({
  organizationPrefixedId,
  member,
  isSelf,
  onClose,
  onSaved,
}: {
  organizationPrefixedId: string;
  member: AdminTeamMemberFieldsFragment;
  isSelf: boolean;
  onClose: () => void;
  onSaved: (member: AdminTeamMemberFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(TEAM_NAMESPACE);
  const [abilities, setAbilities] = useState<string[]>([...member.abilities]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = isSelf && member.abilities.includes('manage-team') ? 'manage-team' : undefined;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (abilities.length === 0) {
      setError(t('chooseOne'));
      document.getElementById(`${FORM_ID}-abilities`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(UpdateAdministratorAbilitiesDocument, {
        organizationPrefixedId,
        userPrefixedId: member.prefixedId,
        abilities,
      });
      onSaved(answer.updateAdministratorAbilities);
    } catch (failure) {
      setError(fieldMessage(failure, 'abilities') ?? refusalMessage(failure) ?? t('failed'));
      document.getElementById(`${FORM_ID}-abilities`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('changeTitle', { name: memberName(member) })}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={FORM_ID} disabled={busy}>
            {t('save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(event) => void save(event)} noValidate>
        <AbilityCheckboxes
          id={`${FORM_ID}-abilities`}
          value={abilities}
          onChange={setAbilities}
          error={error}
          locked={locked}
        />
      </form>
    </Modal>
  );
}
