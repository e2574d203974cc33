// The exposed module `./Funds`: the console's `/admin/funds` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { fundsMessages } from '../funds/fundsMessages';
import { SectionPage } from '../layout/SectionPage';
import { FundsSection } from '../funds/FundsSection';

export default function FundsPage() {
  useCatalogues(adminMessages, fundsMessages);
  return (
    <SectionPage section="funds">
      <FundsSection />
    </SectionPage>
  );
}
