// The exposed module `./GivingPage`: the console's `/admin/giving-page` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { givingPageMessages } from '../giving-page/givingPageMessages';
import { SectionPage } from '../layout/SectionPage';
import { GivingPageSection } from '../giving-page/GivingPageSection';

export default function GivingPagePage() {
  useCatalogues(adminMessages, givingPageMessages);
  return (
    <SectionPage section="giving-page">
      <GivingPageSection />
    </SectionPage>
  );
}
