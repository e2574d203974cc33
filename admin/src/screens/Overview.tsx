// The exposed module `./Overview`: the console's `/admin` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { overviewMessages } from '../overview/overviewMessages';
import { SectionPage } from '../layout/SectionPage';
import { OverviewSection } from '../overview/OverviewSection';

export default function OverviewPage() {
  useCatalogues(adminMessages, overviewMessages);
  return (
    <SectionPage section="overview">
      <OverviewSection />
    </SectionPage>
  );
}
