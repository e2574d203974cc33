import type { emailedLinkRefusedEn } from './emailedLinkText';

// The Spanish of emailedLinkText.ts, spread into each kind's `.es` catalogue.
export const emailedLinkRefusedEs: typeof emailedLinkRefusedEn = { title: 'Este enlace ya no funciona' };
