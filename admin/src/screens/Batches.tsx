// The exposed module `./Batches`: the console's `/admin/batches` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { BatchesSection } from '../batches/BatchesSection';
import { batchesMessages } from '../batches/batchesMessages';
import { SectionPage } from '../layout/SectionPage';

export default function BatchesPage() {
  useCatalogues(adminMessages, batchesMessages);
  return (
    <SectionPage section="batches">
      <BatchesSection />
    </SectionPage>
  );
}
