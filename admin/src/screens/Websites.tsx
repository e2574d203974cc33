// The exposed module `./Websites`: the console's `/admin/websites` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { websitesMessages } from '../websites/websitesMessages';
import { SectionPage } from '../layout/SectionPage';
import { AllowedWebsites } from '../websites/AllowedWebsites';

export default function WebsitesPage() {
  useCatalogues(adminMessages, websitesMessages);
  return (
    <SectionPage section="websites">
      <AllowedWebsites />
    </SectionPage>
  );
}
