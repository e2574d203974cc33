import { useCatalogues } from 'halo_shared/i18n';
import { manageLinkMessages } from './manageLinkMessages';
import { ManageRecurringGiftScreen } from './ManageRecurringGiftScreen';

/** `/manage/{token}`: a recurring gift's emailed manage link (guest route, open when signed in too). */
export default function ManageRecurringGift({ params }: { params?: Record<string, string> }) {
  // The page and its dialogs ("Change card" in its own chunk) speak these strings.
  useCatalogues(manageLinkMessages);
  return <ManageRecurringGiftScreen token={params?.token ?? ''} />;
}
