// Accessibility (accessibility/accessibilitySuite.ts) of the `<halo-give>` element on an English church
// page of another origin, a new visitor per screen.
import { describeAccessibility } from './accessibility/accessibilitySuite';
import { embedScreens } from './accessibility/embedScreens';

describeAccessibility({
  'widget: <halo-give> on an English church page (a new visitor per screen)': embedScreens,
});
