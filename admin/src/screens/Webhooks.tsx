// The exposed module `./Webhooks`: the console's `/admin/webhooks` page (docs/PRODUCT.md §12).
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { WebhooksSection } from '../webhooks/WebhooksSection';
import { webhooksMessages } from '../webhooks/webhooksMessages';

export default function WebhooksPage() {
  useCatalogues(adminMessages, webhooksMessages);
  return (
    <SectionPage section="webhooks">
      <WebhooksSection />
    </SectionPage>
  );
}
