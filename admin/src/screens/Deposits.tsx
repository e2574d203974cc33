// The exposed module `./Deposits`: the console's `/admin/deposits` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { DepositsSection } from '../deposits/DepositsSection';
import { accountingExportMessages } from '../deposits/accountingExportMessages';
import { depositsMessages } from '../deposits/depositsMessages';
import { SectionPage } from '../layout/SectionPage';

export default function DepositsPage() {
  useCatalogues(adminMessages, depositsMessages, accountingExportMessages);
  return (
    <SectionPage section="deposits">
      <DepositsSection />
    </SectionPage>
  );
}
