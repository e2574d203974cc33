import { LoadingState, PageHeading } from '@halo/ui';
import { addTranslations, useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { WIDGET_NAMESPACE, widgetMessages } from './widgetMessages';

// Registered on import: the host loads this module through federation, the embed bundles it.
addTranslations(WIDGET_NAMESPACE, widgetMessages);

/**
 * The public giving page (spec §2), titled 'Online Giving - {name}' after the church in the store.
 * The form itself arrives with the giving issue; this is its frame.
 */
export default function GivingPage() {
  const { t } = useTranslation([WIDGET_NAMESPACE, 'common']);
  const organization = useHalo((state) => state.organization);
  const status = useHalo((state) => state.organizationStatus);
  if (!organization) {
    if (status === 'missing') return <p role="alert">{t('embed.organizationMissing')}</p>;
    return <LoadingState label={t('common:loading')} />;
  }
  return (
    <section className="halo-giving-page" aria-labelledby="halo-giving-title">
      <PageHeading id="halo-giving-title">{t('givingPage.title', { name: organization.name })}</PageHeading>
    </section>
  );
}
