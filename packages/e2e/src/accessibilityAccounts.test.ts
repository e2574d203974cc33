// Accessibility (accessibility/accessibilitySuite.ts) of the account screens, one visitor going
// through them in order, and of the portal's statements section as the administrator.
import { accountScreens } from './accessibility/accountScreens';
import { describeAccessibility } from './accessibility/accessibilitySuite';
import { portalAdminScreens } from './accessibility/portalAdminScreens';

describeAccessibility({
  'host: account screens (one visitor, in order)': accountScreens,
  'portal: the administrator (statements)': portalAdminScreens,
});
