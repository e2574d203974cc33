import { consoleSectionPath } from '@halo/domain';
import { AdminSetupChecklistDocument } from '@halo/shared/graphql/admin-overview';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { OVERVIEW_NAMESPACE } from './overviewMessages';
import { setupChecklist } from './setupChecklist';

/** The church's set-up steps, each ticked or not and linking to the section where it is done. */
export function SetupChecklist() {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const { state, reload } = useGraphqlQuery(
    AdminSetupChecklistDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  let content;
  if (state.status === 'error') content = <QueryFailure onRetry={reload} />;
  else if (!state.data) content = <LoadingSkeleton lines={5} />;
  else {
    const page = state.data.adminGivingPage;
    const items = setupChecklist(page);
    content = (
      <ul className="admin-list admin-checklist">
        {items.map((item) => (
          <li key={item.step} className={item.done ? 'admin-checklist__done' : undefined}>
            <span aria-hidden="true" className="admin-checklist__mark">
              {item.done ? '✓' : '○'}
            </span>
            <span className="halo-visually-hidden">{item.done ? t('done') : t('toDo')}: </span>
            <Link to={consoleSectionPath(item.blocked ? 'websites' : item.section)}>
              {item.blocked ? t('addWebsiteFirst') : t(`steps.${item.step}`)}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="admin-panel" aria-labelledby="admin-overview-setup">
      <h2 id="admin-overview-setup">{t('setup')}</h2>
      {content}
    </section>
  );
}
