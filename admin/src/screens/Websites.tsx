// The exposed module `./Websites`: the console's `/admin/websites` page.
import '../adminMessages';
import '../websites/websitesMessages';
import { SectionPage } from '../layout/SectionPage';
import { AllowedWebsites } from '../websites/AllowedWebsites';

export default function WebsitesPage() {
  return (
    <SectionPage section="websites">
      <AllowedWebsites />
    </SectionPage>
  );
}
