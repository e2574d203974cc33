import { useCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';
import { PaymentMethodsScreen } from './PaymentMethodsScreen';

/** `/payment-methods`: the exposed module, which loads the self-service strings before the screen renders. */
export default function PaymentMethods() {
  useCatalogues(selfServiceMessages);
  return <PaymentMethodsScreen />;
}
