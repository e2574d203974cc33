import { ADMINISTRATOR_ABILITIES } from '@halo/domain';
import { Button } from '@halo/ui';
import type { AdminTeamMemberFieldsFragment } from '@halo/shared/graphql/admin-team';
import { useTranslation } from 'halo_shared/i18n';
import { memberName } from './memberName';
import { TEAM_NAMESPACE } from './teamMessages';

/** One administrator: who they are, what they can do in words, and the buttons to change that. */
export function TeamMember({
  member,
  isSelf,
  onChange,
  onRemove,
}: {
  member: AdminTeamMemberFieldsFragment;
  isSelf: boolean;
  onChange: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const name = memberName(member);
  const abilitiesId = `admin-team-${member.prefixedId}-abilities`;
  return (
    <li className="admin-team__member">
      <p>
        <strong>{name}</strong> {isSelf ? t('you') : null}
      </p>
      {member.name.trim() ? <p className="admin-muted">{member.email}</p> : null}
      {member.hasPassword ? null : <p className="admin-muted">{t('invited')}</p>}
      <p id={abilitiesId} className="halo-visually-hidden">
        {t('abilitiesOf', { name })}
      </p>
      <ul aria-labelledby={abilitiesId}>
        {ADMINISTRATOR_ABILITIES.filter((ability) => member.abilities.includes(ability)).map((ability) => (
          <li key={ability}>{t(`abilities.${ability}`)}</li>
        ))}
      </ul>
      <div className="admin-team__actions">
        <Button variant="secondary" aria-label={t('changeOf', { name })} onClick={onChange}>
          {t('change')}
        </Button>
        {/* Removing oneself would take one's own "manage-team", which the server refuses. */}
        {isSelf ? null : (
          <Button variant="secondary" aria-label={t('removeOf', { name })} onClick={onRemove}>
            {t('remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
