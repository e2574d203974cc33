// The exposed module `./ApiKeys`: the console's `/admin/api-keys` page (docs/PRODUCT.md §16).
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { ApiKeysSection } from '../apiKeys/ApiKeysSection';
import { apiKeysMessages } from '../apiKeys/apiKeysMessages';
import { SectionPage } from '../layout/SectionPage';

export default function ApiKeysPage() {
  useCatalogues(adminMessages, apiKeysMessages);
  return (
    <SectionPage section="api-keys">
      <ApiKeysSection />
    </SectionPage>
  );
}
