import { testChallengeMessages } from 'halo_shared/api/bankAuthentication';
import { useCatalogues } from 'halo_shared/i18n';
import { manageLinkMessages } from './manageLinkMessages';
import { ManageRecurringGiftScreen } from './ManageRecurringGiftScreen';

/** `/manage/{token}`: a recurring gift's emailed manage link (guest route, open when signed in too). */
export default function ManageRecurringGift({ params }: { params?: Record<string, string> }) {
  // The page and its dialogs speak these strings, "Change card" its test challenge's too: named here, a
  // Spanish page has them all before a dialog opens (a dialog waiting for its words would hide the page).
  useCatalogues(manageLinkMessages, testChallengeMessages);
  return <ManageRecurringGiftScreen token={params?.token ?? ''} />;
}
