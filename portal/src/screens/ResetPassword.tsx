import { ScreenTitle } from '../ScreenTitle';

export default function ResetPassword() {
  return <ScreenTitle titleKey="resetPassword" />;
}
