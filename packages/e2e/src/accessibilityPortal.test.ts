// Accessibility (accessibility/accessibilitySuite.ts) of the donor portal as the demo donor, signed in
// once, a fresh page per screen.
import { describeAccessibility } from './accessibility/accessibilitySuite';
import { portalDonorScreens } from './accessibility/portalDonorScreens';

describeAccessibility({
  'portal: the demo donor (signed in once, a fresh page per screen)': portalDonorScreens,
});
