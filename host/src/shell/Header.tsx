import { LanguageSelect, ProductLogo } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { HOST_NAMESPACE } from '../hostMessages';
import { useKioskFrame } from './kioskFrame';

const languages = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'es', label: 'Español', lang: 'es' },
] as const;

/** docs/PRODUCT.md §1: the organization's displayName and logo when available, otherwise the product logo. */
function Brand() {
  const organization = useHalo((state) => state.organization);
  const name = organization ? organization.displayName || organization.name : null;
  if (!organization || !name) return <ProductLogo className="host-brand__product" />;
  return (
    <>
      {organization.logoUrl && <img className="host-brand__logo" src={organization.logoUrl} alt="" />}
      <span className="host-brand__name">{name}</span>
    </>
  );
}

export function Header() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const locale = useHalo((state) => state.locale);
  const setLocale = useHalo((state) => state.setLocale);
  // At the lobby kiosk the church's name is text: its link would take the giver off the kiosk.
  const kiosk = useKioskFrame();
  return (
    <header className="host-header">
      {kiosk ? (
        <span className="host-brand">
          <Brand />
        </span>
      ) : (
        <Link to="/" className="host-brand">
          <Brand />
        </Link>
      )}
      <LanguageSelect label={t('shell.language')} value={locale} options={languages} onChange={setLocale} />
    </header>
  );
}
