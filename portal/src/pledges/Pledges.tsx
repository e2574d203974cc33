import { useCatalogues } from 'halo_shared/i18n';
import { pledgesMessages } from './pledgesMessages';
import { PledgesScreen } from './PledgesScreen';

/** `/pledges`: the exposed module, which loads the screen's strings before it renders. */
export default function Pledges() {
  useCatalogues(pledgesMessages);
  return <PledgesScreen />;
}
