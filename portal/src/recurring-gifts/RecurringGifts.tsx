import { RecurringGiftsScreen } from './RecurringGiftsScreen';

export default RecurringGiftsScreen;
