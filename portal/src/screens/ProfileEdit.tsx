import { ProfileEditScreen } from '../selfService/ProfileEditScreen';

export default function ProfileEdit() {
  return <ProfileEditScreen />;
}
