// The exposed module `./Import`: the console's `/admin/import` page.
import { hasAdministratorAbility } from '@halo/domain';
import { useCatalogues } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { adminMessages } from '../adminMessages';
import { ImportSection } from '../import/ImportSection';
import { importMessages } from '../import/importMessages';
import { MovedGiftsChargedAgain } from '../import/MovedGiftsChargedAgain';
import { RecurringMovePanel } from '../import/RecurringMovePanel';
import { recurringMoveMessages } from '../import/recurringMoveMessages';
import { SectionPage } from '../layout/SectionPage';

export default function ImportPage() {
  useCatalogues(adminMessages, importMessages, recurringMoveMessages);
  const mayMoveRecurringGifts = hasAdministratorAbility(
    useHalo((state) => state.user),
    'manage-giving',
  );
  return (
    <SectionPage section="import">
      {mayMoveRecurringGifts ? <MovedGiftsChargedAgain /> : null}
      <ImportSection />
      {mayMoveRecurringGifts ? <RecurringMovePanel /> : null}
    </SectionPage>
  );
}
