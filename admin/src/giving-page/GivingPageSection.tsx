import {
  AdminGivingPageDocument,
  type AdminGivingPageFieldsFragment,
} from '@halo/shared/graphql/admin-giving-page';
import { useState } from 'react';
import { useGraphqlQuery } from 'halo_shared/api';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { GivingPageEditor } from './GivingPageEditor';
import { givingPageCss } from './givingPageCss';

/** The giving page's settings as donors meet them, with a preview of the form beside them. */
export function GivingPageSection() {
  const { organizationPrefixedId } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminGivingPageDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  // The settings as the last save answered them; null until then (the query's).
  const [saved, setSaved] = useState<AdminGivingPageFieldsFragment | null>(null);
  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  return (
    <>
      <style href="halo-admin-giving-page" precedence="default">
        {givingPageCss}
      </style>
      <GivingPageEditor page={saved ?? state.data.adminGivingPage} onSaved={setSaved} />
    </>
  );
}
