import { Button, Popover } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { selectDisplayName, useHalo } from 'halo_shared/store';
import { PORTAL_NAMESPACE } from '../portalMessages';
import { DonorAvatar } from './DonorAvatar';

/** The header's user menu (docs/PRODUCT.md §2): 'Signed in as {email}', the profile link and sign out. */
export function UserMenu() {
  const { logout } = useApiClient();
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const email = useHalo((state) => state.user?.email) ?? '';
  const imageUrl = useHalo((state) => state.user?.person?.imageUrl);
  const name = useHalo(selectDisplayName);
  return (
    <Popover
      className="portal-user-menu"
      buttonClassName="portal-user-menu__button"
      trigger={
        <>
          <DonorAvatar imageUrl={imageUrl} name={name} />
          {/* The button's name is the donor's name (visible text = accessible name, WCAG 2.5.3). */}
          <span className="portal-user-menu__name">{name}</span>
        </>
      }
    >
      {(close) => (
        <div className="portal-user-menu__panel">
          {email ? <p className="portal-signed-in">{t('layout.signedInAs', { email })}</p> : null}
          <Link to="/profile" onClick={close}>
            {t('layout.profile')}
          </Link>
          {/* A refusal is flashed by halo_shared's logout (docs/PRODUCT.md §7). */}
          <Button variant="secondary" onClick={() => void logout()}>
            {t('layout.signOut')}
          </Button>
        </div>
      )}
    </Popover>
  );
}
