// The exposed module `./EmbedCode`: the console's `/admin/embed-code` page, and the lobby kiosks
// (docs/PRODUCT.md §20) beside the other ways the page reaches donors.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { embedCodeMessages } from '../embed-code/embedCodeMessages';
import { SectionPage } from '../layout/SectionPage';
import { EmbedCodeSection } from '../embed-code/EmbedCodeSection';
import { KioskDevicesPanel } from '../kiosk/KioskDevicesPanel';
import { kioskMessages } from '../kiosk/kioskMessages';

export default function EmbedCodePage() {
  useCatalogues(adminMessages, embedCodeMessages, kioskMessages);
  return (
    <SectionPage section="embed-code">
      <EmbedCodeSection />
      <KioskDevicesPanel />
    </SectionPage>
  );
}
