import { useCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';
import { ProfileScreen } from './ProfileScreen';

/** The profile index view: /profile resolves to it (docs/PRODUCT.md §2). Its strings load before it renders. */
export default function Profile() {
  useCatalogues(selfServiceMessages);
  return <ProfileScreen />;
}
