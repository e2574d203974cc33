// The exposed module `./Team`: the console's `/admin/team` page.
import '../adminMessages';
import { SectionPage } from '../layout/SectionPage';
import { TeamSection } from '../team/TeamSection';

export default function TeamPage() {
  return (
    <SectionPage section="team">
      <TeamSection />
    </SectionPage>
  );
}
