// The exposed module `./GivingPage`: the console's `/admin/giving-page` page.
import '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { GivingPageSection } from '../giving-page/GivingPageSection';

export default function GivingPagePage() {
  return (
    <SectionPage section="giving-page">
      <GivingPageSection />
    </SectionPage>
  );
}
