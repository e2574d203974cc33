import { PageHeading } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { HOST_NAMESPACE } from '../hostMessages';

/** /404: unknown paths and hosts with no church registered (docs/PRODUCT.md §2). */
export function NotFoundScreen() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <section className="host-message-screen" aria-labelledby="not-found-heading">
      <PageHeading id="not-found-heading">{t('notFound.message')}</PageHeading>
      <p>{t('notFound.hint')}</p>
    </section>
  );
}
