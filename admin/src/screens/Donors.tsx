// The exposed module `./Donors`: the console's `/admin/donors` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { donorListsMessages } from '../donors/donorListsMessages';
import { donorMergesMessages } from '../donors/donorMergesMessages';
import { donorsMessages } from '../donors/donorsMessages';
import { householdsMessages } from '../donors/householdsMessages';
import { SectionPage } from '../layout/SectionPage';
import { DonorsSection } from '../donors/DonorsSection';

export default function DonorsPage() {
  useCatalogues(adminMessages, donorsMessages, donorListsMessages, householdsMessages, donorMergesMessages);
  return (
    <SectionPage section="donors">
      <DonorsSection />
    </SectionPage>
  );
}
