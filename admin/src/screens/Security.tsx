// The exposed module `./Security`: the console's `/admin/security` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { securityMessages } from '../security/securityMessages';
import { SectionPage } from '../layout/SectionPage';
import { SecuritySection } from '../security/SecuritySection';

export default function SecurityPage() {
  useCatalogues(adminMessages, securityMessages);
  return (
    <SectionPage section="security">
      <SecuritySection />
    </SectionPage>
  );
}
