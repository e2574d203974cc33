import { AdminTeamDocument } from 'halo_shared/graphql/generated';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useAdminQuery } from '../layout/useAdminQuery';
import { useChurch } from '../layout/useChurch';

/** The church's administrators with their abilities. */
export function TeamSection() {
  const { organizationPrefixedId } = useChurch();
  const { state, reload } = useAdminQuery(
    AdminTeamDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  return (
    <ul className="admin-list admin-panel">
      {state.data.adminTeam.map((member) => (
        <li key={member.prefixedId}>
          {member.name || member.email} <span className="admin-muted">({member.abilities.join(', ')})</span>
        </li>
      ))}
    </ul>
  );
}
