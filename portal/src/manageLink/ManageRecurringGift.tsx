import { ManageRecurringGiftScreen } from './ManageRecurringGiftScreen';

/** `/manage/{token}`: a recurring gift's emailed manage link (guest route, open when signed in too). */
export default function ManageRecurringGift({ params }: { params?: Record<string, string> }) {
  return <ManageRecurringGiftScreen token={params?.token ?? ''} />;
}
