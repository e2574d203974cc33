import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  InviteAdministratorDocument,
  type AdminTeamMemberFieldsFragment,
} from '@halo/shared/graphql/admin-team';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { AbilityCheckboxes } from './AbilityCheckboxes';
import { refusalMessage } from '../layout/serverMessage';
import { TEAM_NAMESPACE } from './teamMessages';

const EMAIL_FIELD = 'admin-invite-email';
const ABILITIES_FIELD = 'admin-invite-abilities';

/**
 * "Invite administrator": an email and at least one ability. The server emails the set-password
 * link; its refusals stay beside the email or the abilities, with what was typed kept.
 */
export function InviteAdministratorForm({
  organizationPrefixedId,
  onInvited,
}: {
  organizationPrefixedId: string;
  onInvited: (member: AdminTeamMemberFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(TEAM_NAMESPACE);
  const [email, setEmail] = useState('');
  const [abilities, setAbilities] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ email?: string | null; abilities?: string | null }>({});
  const [busy, setBusy] = useState(false);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (abilities.length === 0) {
      setErrors({ abilities: t('chooseOne') });
      document.getElementById(ABILITIES_FIELD)?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await graphql(InviteAdministratorDocument, { organizationPrefixedId, email, abilities });
      setEmail('');
      setAbilities([]);
      onInvited(answer.inviteAdministrator);
    } catch (failure) {
      const abilitiesError = fieldMessage(failure, 'abilities');
      const emailError =
        fieldMessage(failure, 'email') ?? (abilitiesError ? null : (refusalMessage(failure) ?? t('failed')));
      setErrors({ email: emailError, abilities: abilitiesError });
      document.getElementById(emailError ? EMAIL_FIELD : ABILITIES_FIELD)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-panel admin-team__form"
      aria-labelledby="admin-team-invite"
      onSubmit={(event) => void invite(event)}
      noValidate
    >
      <h2 id="admin-team-invite">{t('inviteTitle')}</h2>
      <TextField
        id={EMAIL_FIELD}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        error={errors.email ?? null}
        onChange={(event) => setEmail(event.target.value)}
      />
      <AbilityCheckboxes
        id={ABILITIES_FIELD}
        value={abilities}
        onChange={setAbilities}
        error={errors.abilities ?? null}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {t('invite')}
        </Button>
      </div>
    </form>
  );
}
