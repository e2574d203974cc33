// The exposed module `./Team`: the console's `/admin/team` page.
import { useCatalogues } from 'halo_shared/i18n';
import { adminMessages } from '../adminMessages';
import { teamMessages } from '../team/teamMessages';
import { SectionPage } from '../layout/SectionPage';
import { TeamSection } from '../team/TeamSection';

export default function TeamPage() {
  useCatalogues(adminMessages, teamMessages);
  return (
    <SectionPage section="team">
      <TeamSection />
    </SectionPage>
  );
}
