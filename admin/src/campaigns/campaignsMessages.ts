import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-campaigns`: the console's "Campaigns" page (docs/PRODUCT.md §14). */
export const CAMPAIGNS_NAMESPACE = 'admin-campaigns';

const en = {
  intro:
    'A campaign gives donors a goal to give toward, with its own link, QR code and embed code. Its progress bar moves as gifts arrive.',
  add: 'New campaign',
  list: 'Campaigns',
  none: 'No campaigns yet.',
  showArchived: 'Show archived campaigns',
  newCampaign: 'New campaign',
  editing: 'Editing {{name}}',
  name: 'Name',
  slug: 'Address',
  slugHint:
    'Made from the name; lowercase letters, digits and hyphens. The old address keeps working if you change it.',
  goal: 'Goal',
  funds: 'Gives to',
  fundsHint: 'The first of the funds checked, in this order, is the form’s default.',
  startDate: 'Start date (optional)',
  endDate: 'End date (optional)',
  description: 'Short description (optional)',
  save: 'Save campaign',
  cancel: 'Cancel',
  added: '{{name}} started.',
  saved: '{{name}} saved.',
  closed: '{{name}} closed: donors are told it has ended.',
  archived: '{{name}} archived.',
  edit: 'Edit',
  editOf: 'Edit {{name}}',
  close: 'Close',
  closeOf: 'Close {{name}}',
  archive: 'Archive',
  archiveOf: 'Archive {{name}}',
  raised: '{{raised}} raised of {{goal}}',
  progressLabel: 'Raised toward the goal of {{name}}',
  givers_one: '{{count}} giver',
  givers_other: '{{count}} givers',
  pledged: 'Pledged by recurring gifts at their next charge: {{amount}}',
  dates: 'From {{start}} to {{end}}',
  startsOn: 'Starts {{start}}',
  endsOn: 'Ends {{end}}',
  state: {
    open: 'Open',
    upcoming: 'Not started',
    ended: 'Ended',
  },
  archivedBadge: 'Archived',
  formerSlugs: 'Also reached at: {{slugs}}',
  share: 'Share {{name}}',
  link: 'Link',
  snippet: 'Embed code',
  qrLabel: 'QR code of the link to {{name}}',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  downloadPngOf: 'Download PNG: the QR code of {{name}}',
  downloadSvgOf: 'Download SVG: the QR code of {{name}}',
  downloadFailed: 'The PNG could not be made in this browser: download the SVG instead.',
  copy: 'Copy',
  copyLinkOf: 'Copy the link to {{name}}',
  copySnippetOf: 'Copy the embed code of {{name}}',
  copied: 'Copied.',
  copyFallback: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.',
  goalInvalid: 'Enter the goal as an amount, e.g. 50000 or 50000.00.',
  failed: 'Something went wrong, please try again.',
};

export const campaignsMessages: Catalogue<CampaignsMessagesText> = {
  namespace: CAMPAIGNS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './campaignsMessages.es').then((module) => module.es),
};

export type CampaignsMessagesText = typeof en;
