import { AdminTeamDocument, type AdminTeamMemberFieldsFragment } from '@halo/shared/graphql/admin-team';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { ActivityLog } from './ActivityLog';
import { ChangeAbilitiesDialog } from './ChangeAbilitiesDialog';
import { InviteAdministratorForm } from './InviteAdministratorForm';
import { memberName } from './memberName';
import { RemoveAdministratorDialog } from './RemoveAdministratorDialog';
import { teamCss } from './teamCss';
import { TeamMember } from './TeamMember';
import { TEAM_NAMESPACE } from './teamMessages';

const byEmail = (members: AdminTeamMemberFieldsFragment[]) =>
  [...members].sort((a, b) => a.email.localeCompare(b.email));

/**
 * The church's administrators with what each can do: invite one, change their abilities, remove
 * one; then what administrators changed, newest first. Each change is said in a live region and
 * shows in the activity log at once.
 */
export function TeamSection() {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const currentUserId = useHalo((state) => state.user?.prefixedId ?? null);
  const { state, reload } = useGraphqlQuery(
    AdminTeamDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  // The team as the last change left it; null until the first change (then the query's).
  const [changed, setChanged] = useState<AdminTeamMemberFieldsFragment[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [changing, setChanging] = useState<AdminTeamMemberFieldsFragment | null>(null);
  const [removing, setRemoving] = useState<AdminTeamMemberFieldsFragment | null>(null);
  const [activityVersion, setActivityVersion] = useState(0);
  // The removed administrator's button is gone: focus goes to the list's heading.
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList) document.getElementById('admin-team-list')?.focus();
  }, [focusList]);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const team = changed ?? state.data.adminTeam;

  function changedTeam(members: AdminTeamMemberFieldsFragment[], message: string) {
    setChanged(byEmail(members));
    setAnnouncement(message);
    setActivityVersion((version) => version + 1);
  }

  return (
    <div className="admin-team">
      <style href="halo-admin-team" precedence="default">
        {teamCss}
      </style>
      <p role="status" className="halo-visually-hidden">
        {announcement}
      </p>
      <section className="admin-panel" aria-labelledby="admin-team-list">
        <h2 id="admin-team-list" tabIndex={-1}>
          {t('list')}
        </h2>
        <ul className="admin-list">
          {team.map((member) => (
            <TeamMember
              key={member.prefixedId}
              member={member}
              isSelf={member.prefixedId === currentUserId}
              onChange={() => setChanging(member)}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </ul>
      </section>
      <InviteAdministratorForm
        organizationPrefixedId={organizationPrefixedId}
        onInvited={(member) =>
          changedTeam(
            [...team.filter((each) => each.prefixedId !== member.prefixedId), member],
            t('invitedMessage', { email: member.email }),
          )
        }
      />
      <ActivityLog version={activityVersion} />
      {changing ? (
        <ChangeAbilitiesDialog
          organizationPrefixedId={organizationPrefixedId}
          member={changing}
          isSelf={changing.prefixedId === currentUserId}
          onClose={() => setChanging(null)}
          onSaved={(member) => {
            changedTeam(
              team.map((each) => (each.prefixedId === member.prefixedId ? member : each)),
              t('saved', { name: memberName(member) }),
            );
            setChanging(null);
          }}
        />
      ) : null}
      {removing ? (
        <RemoveAdministratorDialog
          organizationPrefixedId={organizationPrefixedId}
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            changedTeam(
              team.filter((each) => each.prefixedId !== removing.prefixedId),
              t('removed', { name: memberName(removing) }),
            );
            setRemoving(null);
            setFocusList((count) => count + 1);
          }}
        />
      ) : null}
    </div>
  );
}
