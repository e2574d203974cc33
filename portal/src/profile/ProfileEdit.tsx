import { ProfileEditScreen } from './ProfileEditScreen';

export default function ProfileEdit() {
  return <ProfileEditScreen />;
}
