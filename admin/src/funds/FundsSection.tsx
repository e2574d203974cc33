import { AdminGivingPageDocument } from 'halo_shared/graphql/generated';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useAdminQuery } from '../layout/useAdminQuery';
import { useChurch } from '../layout/useChurch';

/** The church's funds by name, in the order donors see them. */
export function FundsSection() {
  const { organizationPrefixedId } = useChurch();
  const { state, reload } = useAdminQuery(
    AdminGivingPageDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const funds = [...state.data.adminGivingPage.funds].sort((a, b) => a.position - b.position);
  return (
    <ul className="admin-list admin-panel">
      {funds.map((fund) => (
        <li key={fund.prefixedId}>{fund.name}</li>
      ))}
    </ul>
  );
}
