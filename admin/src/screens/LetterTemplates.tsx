// The exposed module `./LetterTemplates`: the console's `/admin/letter-templates` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { letterTemplatesMessages } from '../letter-templates/letterTemplatesMessages';
import { LetterTemplatesSection } from '../letter-templates/LetterTemplatesSection';
import { SectionPage } from '../layout/SectionPage';

export default function LetterTemplatesPage() {
  useCatalogues(adminMessages, letterTemplatesMessages);
  return (
    <SectionPage section="letter-templates">
      <LetterTemplatesSection />
    </SectionPage>
  );
}
