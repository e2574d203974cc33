// Accessibility (accessibility/accessibilitySuite.ts) of the hosted giving page, a new visitor per screen.
import { describeAccessibility } from './accessibility/accessibilitySuite';
import { givingPageScreens } from './accessibility/givingPageScreens';

describeAccessibility({ 'host: giving page (a new visitor per screen)': givingPageScreens });
