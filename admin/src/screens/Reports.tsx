// The exposed module `./Reports`: the console's `/admin/reports` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { ReportsSection } from '../reports/ReportsSection';
import { reportsMessages } from '../reports/reportsMessages';

export default function ReportsPage() {
  useCatalogues(adminMessages, reportsMessages);
  return (
    <SectionPage section="reports">
      <ReportsSection />
    </SectionPage>
  );
}
