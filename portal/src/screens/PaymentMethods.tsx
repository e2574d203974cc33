import { PaymentMethodsScreen } from '../selfService/PaymentMethodsScreen';

export default PaymentMethodsScreen;
