import { consoleSectionsFor } from '@halo/domain';
import { Button, LanguageSelect } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link, useLocationPath } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import type { ReactNode } from 'react';
import { ADMIN_NAMESPACE, adminMessages } from '../adminMessages';
import { SecondFactorChallenge } from '../security/SecondFactorChallenge';
import { adminLayoutCss } from './adminLayoutCss';
import { ConsoleNavigation } from './ConsoleNavigation';
import { currentSection } from './currentSection';

const languages = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'es', label: 'Español', lang: 'es' },
] as const;

/**
 * The church administrator console around a section: the church's name, the way back to the user's own
 * giving, the language and sign-out, then the links to the sections the user's abilities open (the
 * rule of `consoleSectionsFor`, the same the host's guard applies to the console's routes).
 */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  const { logout } = useApiClient();
  useCatalogues(adminMessages);
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const path = useLocationPath();
  const organization = useHalo((state) => state.organization);
  const user = useHalo((state) => state.user);
  const locale = useHalo((state) => state.locale);
  const setLocale = useHalo((state) => state.setLocale);
  const churchName = organization ? organization.displayName || organization.name : '';
  const sections = consoleSectionsFor(user);

  return (
    <div className="admin-console">
      {/* React 19 hoists this into <head> once, however many layouts mount. */}
      <style href="halo-admin-layout" precedence="default">
        {adminLayoutCss}
      </style>
      <header className="admin-header">
        <p className="admin-header__church">
          {organization?.logoUrl ? (
            <img className="admin-header__logo" src={organization.logoUrl} alt="" />
          ) : null}
          <span>{churchName ? t('layout.consoleOf', { name: churchName }) : t('layout.console')}</span>
        </p>
        <div className="admin-header__actions">
          <Link to="/dashboard">{t('layout.myGiving')}</Link>
          <LanguageSelect
            label={t('layout.language')}
            value={locale}
            options={languages}
            onChange={setLocale}
          />
          {/* A refusal is flashed by halo_shared's logout (docs/PRODUCT.md §7). */}
          <Button variant="secondary" onClick={() => void logout()}>
            {t('layout.signOut')}
          </Button>
        </div>
      </header>
      <ConsoleNavigation sections={sections} current={currentSection(path)} />
      <div className="admin-content">{children}</div>
      <SecondFactorChallenge />
    </div>
  );
}
