// The exposed module `./EmbedCode`: the console's `/admin/embed-code` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { embedCodeMessages } from '../embed-code/embedCodeMessages';
import { SectionPage } from '../layout/SectionPage';
import { EmbedCodeSection } from '../embed-code/EmbedCodeSection';

export default function EmbedCodePage() {
  useCatalogues(adminMessages, embedCodeMessages);
  return (
    <SectionPage section="embed-code">
      <EmbedCodeSection />
    </SectionPage>
  );
}
