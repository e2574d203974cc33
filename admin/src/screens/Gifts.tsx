// The exposed module `./Gifts`: the console's `/admin/gifts` page.
import '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { GiftsSection } from '../gifts/GiftsSection';

export default function GiftsPage() {
  return (
    <SectionPage section="gifts">
      <GiftsSection />
    </SectionPage>
  );
}
