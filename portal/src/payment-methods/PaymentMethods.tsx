import { PaymentMethodsScreen } from './PaymentMethodsScreen';

export default PaymentMethodsScreen;
