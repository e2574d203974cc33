// The exposed module `./Donors`: the console's `/admin/donors` page.
import '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { DonorsSection } from '../donors/DonorsSection';

export default function DonorsPage() {
  return (
    <SectionPage section="donors">
      <DonorsSection />
    </SectionPage>
  );
}
