import { ScreenTitle } from '../ScreenTitle';

export default function ProfileEdit() {
  return <ScreenTitle titleKey="profileEdit" />;
}
