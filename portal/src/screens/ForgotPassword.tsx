import { ScreenTitle } from '../ScreenTitle';

export default function ForgotPassword() {
  return <ScreenTitle titleKey="forgotPassword" />;
}
