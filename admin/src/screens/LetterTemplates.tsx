// The exposed module `./LetterTemplates`: the console's `/admin/letter-templates` page.
import '../adminMessages';
import { LetterTemplatesSection } from '../letter-templates/LetterTemplatesSection';
import { SectionPage } from '../layout/SectionPage';

export default function LetterTemplatesPage() {
  return (
    <SectionPage section="letter-templates">
      <LetterTemplatesSection />
    </SectionPage>
  );
}
