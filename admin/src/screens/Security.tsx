// The exposed module `./Security`: the console's `/admin/security` page.
import '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { SecuritySection } from '../security/SecuritySection';

export default function SecurityPage() {
  return (
    <SectionPage section="security">
      <SecuritySection />
    </SectionPage>
  );
}
