import { addTranslations } from 'halo_shared/i18n';
import { PORTAL_NAMESPACE } from '../portalMessages';
import '../ScreenTitle';
import { activityMessages } from './activityMessages';

// Imported by the layout and its screens: the strings are in the namespace before anything renders.
addTranslations(PORTAL_NAMESPACE, activityMessages);
