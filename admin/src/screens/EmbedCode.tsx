// The exposed module `./EmbedCode`: the console's `/admin/embed-code` page.
import '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { EmbedCodeSection } from '../embed-code/EmbedCodeSection';

export default function EmbedCodePage() {
  return (
    <SectionPage section="embed-code">
      <EmbedCodeSection />
    </SectionPage>
  );
}
