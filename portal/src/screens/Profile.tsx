// The profile index view: /profile resolves to it (spec §2).
import { ScreenTitle } from '../ScreenTitle';

export default function Profile() {
  return <ScreenTitle titleKey="profile" />;
}
