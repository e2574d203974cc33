// The exposed module `./Campaigns`: the console's `/admin/campaigns` page (docs/PRODUCT.md §14).
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { CampaignsSection } from '../campaigns/CampaignsSection';
import { campaignsMessages } from '../campaigns/campaignsMessages';
import { SectionPage } from '../layout/SectionPage';

export default function CampaignsPage() {
  useCatalogues(adminMessages, campaignsMessages);
  return (
    <SectionPage section="campaigns">
      <CampaignsSection />
    </SectionPage>
  );
}
