// The form's dialogs, one chunk loaded after the first screen: a donor sees them only after acting.
export { LeaveDialog } from './LeaveDialog';
export { RecurringAccountModal } from './RecurringAccountModal';
