import { useCatalogues } from 'halo_shared/i18n';
import { manageLinkMessages } from '../manageLink/manageLinkMessages';
import { selfServiceMessages } from '../self-service-parts/selfServiceMessages';
import { RecurringGiftsScreen } from './RecurringGiftsScreen';

/**
 * `/recurring-gifts`: the exposed module, which loads the screen's strings before it renders: the
 * self-service ones, and the manage link's for each gift's "Revoke email links".
 */
export default function RecurringGifts() {
  useCatalogues(selfServiceMessages, manageLinkMessages);
  return <RecurringGiftsScreen />;
}
