import { useCatalogues } from 'halo_shared/i18n';
import { ConfirmGiftScreen } from './ConfirmGiftScreen';
import { giftConfirmationMessages } from './giftConfirmationMessages';

/** `/confirm/{token}`: a "Confirm your gift" email's link (guest route, open when signed in too). */
export default function ConfirmGift({ params }: { params?: Record<string, string> }) {
  useCatalogues(giftConfirmationMessages);
  return <ConfirmGiftScreen token={params?.token ?? ''} />;
}
