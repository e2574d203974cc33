import { formatMoney } from '@halo/domain';
import { AdminGivingPageDocument } from 'halo_shared/graphql/generated';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useAdminQuery } from '../layout/useAdminQuery';
import { useChurch } from '../layout/useChurch';

/** The giving page's settings as donors meet them: name, message and suggested amounts. */
export function GivingPageSection() {
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const { state, reload } = useAdminQuery(
    AdminGivingPageDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const page = state.data.adminGivingPage;
  return (
    <div className="admin-panel">
      <p>
        <strong>{page.displayName}</strong>
      </p>
      {page.givingMessage ? <p>{page.givingMessage}</p> : null}
      <p>{page.fixedAmounts.map((amount) => formatMoney(amount, currency, formattingLocale)).join(' · ')}</p>
    </div>
  );
}
