import { ScreenTitle } from '../ScreenTitle';

export default function PaymentMethods() {
  return <ScreenTitle titleKey="paymentMethods" />;
}
