// The exposed module `./Payments`: the console's `/admin/payments` page.
import '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { PaymentsSection } from '../payments/PaymentsSection';

export default function PaymentsPage() {
  return (
    <SectionPage section="payments">
      <PaymentsSection />
    </SectionPage>
  );
}
