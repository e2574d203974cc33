import { ScreenTitle } from '../ScreenTitle';

export default function Transactions() {
  return <ScreenTitle titleKey="transactions" />;
}
