import { Button } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { Link, navigate, useLocationPath } from 'halo_shared/router';
import type { ReactNode } from 'react';
import { portalCss } from '../portalCss';
import { PORTAL_NAMESPACE } from '../portalMessages';
import '../ScreenTitle';

const links = [
  { to: '/dashboard', label: 'home' },
  { to: '/transactions', label: 'transactions' },
  { to: '/payment-methods', label: 'paymentMethods' },
  { to: '/recurring-gifts', label: 'recurringGifts' },
  { to: '/profile', label: 'profile' },
] as const;

/** Whether `path` is `to` or one of its children (`/profile/edit` is under Profile). */
export function isCurrentSection(path: string, to: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The donor layout of spec §2 around an authenticated screen: navigation and the "make another
 * donation" action. The host shell provides the page header and footer.
 */
export default function DonorLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const path = useLocationPath();
  return (
    <div className="portal-layout">
      {/* React 19 hoists this into <head> once, however many layouts mount. */}
      <style href="halo-portal-layout" precedence="default">
        {portalCss}
      </style>
      <nav className="portal-nav" aria-label={t('layout.navigation')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={isCurrentSection(path, link.to) ? 'page' : undefined}>
                {t(`layout.${link.label}`)}
              </Link>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => void navigate('/')}>
          {t('layout.makeAnotherDonation')}
        </Button>
      </nav>
      <div className="portal-content">{children}</div>
    </div>
  );
}
