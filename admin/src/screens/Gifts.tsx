// The exposed module `./Gifts`: the console's `/admin/gifts` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { giftsMessages } from '../gifts/giftsMessages';
import { refundMessages } from '../gifts/refundMessages';
import { disputeMessages } from '../gifts/disputeMessages';
import { SectionPage } from '../layout/SectionPage';
import { GiftsSection } from '../gifts/GiftsSection';

export default function GiftsPage() {
  useCatalogues(adminMessages, giftsMessages, refundMessages, disputeMessages);
  return (
    <SectionPage section="gifts">
      <GiftsSection />
    </SectionPage>
  );
}
