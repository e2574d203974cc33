import { consoleSectionPath, type ConsoleSection } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { ADMIN_NAMESPACE } from '../adminMessages';

/** The console's section links, named as their headings, the current one marked for assistive tech. */
export function ConsoleNavigation({
  sections,
  current,
}: {
  sections: readonly ConsoleSection[];
  current: ConsoleSection | null;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <nav className="admin-nav" aria-label={t('layout.console')}>
      <ul>
        {sections.map((section) => (
          <li key={section}>
            <Link to={consoleSectionPath(section)} aria-current={section === current ? 'page' : undefined}>
              {t(`sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
