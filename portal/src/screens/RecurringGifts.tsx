import { RecurringGiftsScreen } from '../selfService/RecurringGiftsScreen';

export default RecurringGiftsScreen;
