import { formatMoney } from '@halo/domain';
import { AdminDonorsDocument } from 'halo_shared/graphql/generated';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useAdminQuery } from '../layout/useAdminQuery';
import { useChurch } from '../layout/useChurch';

/** The church's donors by name, each with what they gave. */
export function DonorsSection() {
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const { state, reload } = useAdminQuery(
    AdminDonorsDocument,
    { organizationPrefixedId, search: null },
    { skip: !organizationPrefixedId },
  );
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  return (
    <ul className="admin-list admin-panel">
      {state.data.adminDonors.map((donor) => (
        <li key={donor.prefixedId}>
          {donor.name || donor.email} · {formatMoney(donor.totalGiven, currency, formattingLocale)}
        </li>
      ))}
    </ul>
  );
}
