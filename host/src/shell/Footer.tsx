import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { HOST_NAMESPACE } from '../hostMessages';
import { useKioskFrame } from './kioskFrame';

/**
 * docs/PRODUCT.md §1: a footer credits the provider. It also links to the accessibility statement, from every
 * page: the giving page, the portal and the console share this footer. Not at the lobby kiosk
 * (docs/PRODUCT.md §20), whose page links nowhere a giver could wander off to.
 */
export function Footer() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const kiosk = useKioskFrame();
  return (
    <footer className="host-footer">
      <p className="host-footer__links">
        <span>{t('shell.poweredBy')}</span>
        {kiosk ? null : <Link to="/accessibility">{t('shell.accessibility')}</Link>}
      </p>
    </footer>
  );
}
