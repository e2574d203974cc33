import { ScreenTitle } from '../ScreenTitle';

export default function Dashboard() {
  return <ScreenTitle titleKey="dashboard" />;
}
