// The exposed module `./Funds`: the console's `/admin/funds` page.
import '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { FundsSection } from '../funds/FundsSection';

export default function FundsPage() {
  return (
    <SectionPage section="funds">
      <FundsSection />
    </SectionPage>
  );
}
