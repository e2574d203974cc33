import { useCatalogues } from 'halo_shared/i18n';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';
import { RecurringGiftsScreen } from './RecurringGiftsScreen';

/** `/recurring-gifts`: the exposed module, which loads the self-service strings before the screen renders. */
export default function RecurringGifts() {
  useCatalogues(selfServiceMessages);
  return <RecurringGiftsScreen />;
}
