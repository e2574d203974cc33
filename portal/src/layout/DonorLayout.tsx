import { Button } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link, useLocationPath, useRouter } from 'halo_shared/router';
import { selectDisplayName, useHalo } from 'halo_shared/store';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { portalCss } from '../portalCss';
import { PORTAL_NAMESPACE, portalMessages } from '../portalMessages';
import { activityMessages } from './activityMessages';
import { DonorAvatar } from './DonorAvatar';
import { isCurrentSection } from './isCurrentSection';
import { layoutCss } from './layoutCss';
import { Notifications } from './Notifications';
import { TransactionSearch } from './TransactionSearch';
import { UserMenu } from './UserMenu';

export { isCurrentSection };

// docs/PRODUCT.md §2 navigation links; the profile is in the user menu.
const links = [
  { to: '/dashboard', label: 'home' },
  { to: '/transactions', label: 'transactions' },
  { to: '/payment-methods', label: 'paymentMethods' },
  { to: '/recurring-gifts', label: 'recurringGifts' },
  { to: '/pledges', label: 'pledges' },
] as const;

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/**
 * The donor layout of docs/PRODUCT.md §2 around an authenticated screen: a sidebar with the navigation and "make
 * another donation"; a header with the transaction search, notifications and the user menu. On narrow
 * screens the sidebar becomes a menu behind a button (aria-expanded; Escape closes it and focus goes
 * back to the button) that also shows the donor's image or name and email. The host shell provides
 * the page header and footer around it.
 */
export default function DonorLayout({ children }: { children?: ReactNode }) {
  const { navigate } = useRouter();
  // The search, notifications and user menu speak the activity strings too.
  useCatalogues(portalMessages, activityMessages);
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const path = useLocationPath();
  const email = useHalo((state) => state.user?.email) ?? '';
  const imageUrl = useHalo((state) => state.user?.person?.imageUrl);
  const name = useHalo(selectDisplayName);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLDivElement>(null);

  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [path]);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const toggleMenu = () => {
    const opening = !menuOpen;
    setMenuOpen(opening);
    // Into the menu on opening, so keyboard users land on its first link.
    if (opening)
      requestAnimationFrame(() => sidebar.current?.querySelector<HTMLElement>('a, button')?.focus());
  };

  return (
    <div className="portal-layout">
      {/* React 19 hoists these into <head> once, however many layouts mount. */}
      <style href="halo-portal-layout" precedence="default">
        {portalCss}
      </style>
      <style href="halo-portal-donor-layout" precedence="default">
        {layoutCss}
      </style>
      <div className="portal-topbar">
        <button
          ref={menuButton}
          type="button"
          className="portal-icon-button portal-menu-button"
          aria-expanded={menuOpen}
          aria-controls="portal-sidebar"
          onClick={toggleMenu}
        >
          <MenuIcon />
          <span>{t('layout.openMenu')}</span>
        </button>
        <TransactionSearch />
        <div className="portal-topbar__actions">
          <Notifications />
          <UserMenu />
        </div>
      </div>
      <div
        id="portal-sidebar"
        ref={sidebar}
        className={`portal-sidebar${menuOpen ? ' portal-sidebar--open' : ''}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            event.stopPropagation();
            closeMenu();
          }
        }}
      >
        <div className="portal-sidebar__donor">
          <DonorAvatar imageUrl={imageUrl} name={name} size="large" />
          <div>
            <p className="portal-sidebar__name">{name}</p>
            {email && email !== name ? <p className="portal-muted">{email}</p> : null}
          </div>
        </div>
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
        </nav>
        <Button variant="secondary" onClick={() => void navigate('/')}>
          {t('layout.makeAnotherDonation')}
        </Button>
      </div>
      <div className="portal-content">{children}</div>
    </div>
  );
}
