import { useCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';
import { ProfileEditScreen } from './ProfileEditScreen';

/** `/profile/edit`: its strings load before the screen renders. */

export default function ProfileEdit() {
  useCatalogues(selfServiceMessages);
  return <ProfileEditScreen />;
}
