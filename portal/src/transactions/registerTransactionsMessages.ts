import { addTranslations } from 'halo_shared/i18n';
import { PORTAL_NAMESPACE } from '../portalMessages';
import { transactionsMessages } from './transactionsMessages';

// Imported by each part of the transactions screen: its strings are in the namespace before it renders.
addTranslations(PORTAL_NAMESPACE, transactionsMessages);
