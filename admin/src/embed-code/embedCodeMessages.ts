import { scheduleNameEn } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-embed-code`: the console's "Embed code" section. */
export const EMBED_CODE_NAMESPACE = 'admin-embed-code';

const en = {
  intro: 'Paste this code into your website where the giving form should appear.',
  choices: 'Form options',
  fund: 'Fund',
  defaultFund: 'The default fund',
  amount: 'Suggested amount ({{currency}}, optional)',
  amountInvalid: 'Enter an amount such as 50 or 25.50.',
  frequency: 'Frequency',
  locale: 'Form language',
  campaign: 'Campaign',
  noCampaign: 'None: the ordinary form',
  campaignLink: 'The campaign’s own page:',
  visitorLanguage: 'The visitor’s language',
  english: 'English',
  spanish: 'Español',
  code: 'Embed code',
  copy: 'Copy',
  copied: 'Copied.',
  copyFallback: 'The code is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  qrHeading: 'QR code',
  qrIntro: 'Show it on the screen on Sunday or print it in the bulletin: it opens your giving page.',
  qrLabel: 'QR code of {{link}}',
  pageLink: 'Your giving page',
  copyLink: 'Copy the link to your giving page',
  linkCopyFallback: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  downloadFailed: 'The PNG could not be made in this browser: download the SVG instead.',
  websitesNote: 'The form works only on websites listed in',
  websitesLink: 'Allowed websites',
  websitesList: 'Websites allowed now',
  noWebsites: 'No website is allowed yet: add yours before pasting the code.',
  preview: 'Preview',
  previewNote: 'The giving form as this code shows it.',
  frequencies: {
    one_time: 'One time',
    ...scheduleNameEn,
  },
};

export const embedCodeMessages: Catalogue<EmbedCodeMessagesText> = {
  namespace: EMBED_CODE_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './embedCodeMessages.es').then((module) => module.es),
};

export type EmbedCodeMessagesText = typeof en;
