import { ScreenTitle } from '../ScreenTitle';

export default function Login() {
  return <ScreenTitle titleKey="login" />;
}
