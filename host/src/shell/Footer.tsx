import { useTranslation } from 'halo_shared/i18n';
import { HOST_NAMESPACE } from '../hostMessages';

/** Spec §1: a footer credits the provider. */
export function Footer() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <footer className="host-footer">
      <p>{t('shell.poweredBy')}</p>
    </footer>
  );
}
