import { ScreenTitle } from '../ScreenTitle';

export default function Register() {
  return <ScreenTitle titleKey="register" />;
}
