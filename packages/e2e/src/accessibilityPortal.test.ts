// Accessibility (accessibility/accessibilitySuite.ts) of the donor portal as the demo donor, signed in
// once, each screen loaded by a navigation of its own.
import { describeAccessibility } from './accessibility/accessibilitySuite';
import { portalDonorScreens } from './accessibility/portalDonorScreens';

describeAccessibility({
  'portal: the demo donor (signed in once, each screen loaded afresh)': portalDonorScreens,
});
