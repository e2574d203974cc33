import { PageHeading } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { HOST_NAMESPACE } from '../hostMessages';

/** /maintenance (docs/PRODUCT.md §2). */
export function MaintenanceScreen() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <section className="host-message-screen" aria-labelledby="maintenance-heading">
      <PageHeading id="maintenance-heading">{t('titles.maintenance')}</PageHeading>
      <p>{t('maintenance.hint')}</p>
    </section>
  );
}
