// The exposed module `./Overview`: the console's `/admin` page.
import '../adminMessages';
import '../overview/overviewMessages';
import { SectionPage } from '../layout/SectionPage';
import { OverviewSection } from '../overview/OverviewSection';

export default function OverviewPage() {
  return (
    <SectionPage section="overview">
      <OverviewSection />
    </SectionPage>
  );
}
