import { ConfirmGiftScreen } from './ConfirmGiftScreen';

/** `/confirm/{token}`: a "Confirm your gift" email's link (guest route, open when signed in too). */
export default function ConfirmGift({ params }: { params?: Record<string, string> }) {
  return <ConfirmGiftScreen token={params?.token ?? ''} />;
}
