import { PageHeading } from '@halo/ui';
import { addTranslations, useTranslation } from 'halo_shared/i18n';
import { PORTAL_NAMESPACE, portalMessages, type ScreenTitleKey } from './portalMessages';

// Every exposed module reaches this file, so the namespace is registered before any portal text renders.
addTranslations(PORTAL_NAMESPACE, portalMessages);

/**
 * A screen that so far shows only its title (screens later issues build show their title
 * until then). The title is the page's one h1, so each screen is reachable by heading.
 */
export function ScreenTitle({ titleKey }: { titleKey: ScreenTitleKey }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <section className="portal-screen" aria-labelledby="portal-screen-title">
      <PageHeading id="portal-screen-title">{t(`titles.${titleKey}`)}</PageHeading>
    </section>
  );
}
