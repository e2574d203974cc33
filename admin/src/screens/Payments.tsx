// The exposed module `./Payments`: the console's `/admin/payments` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { accountingAccountsMessages } from '../payments/accountingAccountsMessages';
import { paymentsMessages } from '../payments/paymentsMessages';
import { SectionPage } from '../layout/SectionPage';
import { PaymentsSection } from '../payments/PaymentsSection';

export default function PaymentsPage() {
  useCatalogues(adminMessages, paymentsMessages, accountingAccountsMessages);
  return (
    <SectionPage section="payments">
      <PaymentsSection />
    </SectionPage>
  );
}
