import { ScreenTitle } from '../ScreenTitle';

export default function RecurringGifts() {
  return <ScreenTitle titleKey="recurringGifts" />;
}
