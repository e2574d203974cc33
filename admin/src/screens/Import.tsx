// The exposed module `./Import`: the console's `/admin/import` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { ImportSection } from '../import/ImportSection';
import { importMessages } from '../import/importMessages';
import { SectionPage } from '../layout/SectionPage';

export default function ImportPage() {
  useCatalogues(adminMessages, importMessages);
  return (
    <SectionPage section="import">
      <ImportSection />
    </SectionPage>
  );
}
