import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-giving-page`: the console's "Giving page" section. */
export const GIVING_PAGE_NAMESPACE = 'admin-giving-page';

const en = {
  settings: 'Settings',
  displayName: 'Name shown to donors',
  logo: 'Logo',
  logoHint: 'A JPEG or PNG image of at most 500 KB.',
  chooseLogo: 'Choose logo',
  removeLogo: 'Remove logo',
  noLogo: 'No logo yet.',
  logoAlt: 'Logo of {{name}}',
  uploading: 'Uploading the logo…',
  logoType: 'The logo must be a JPEG or PNG image.',
  logoSize: 'The logo must not exceed 500 KB.',
  logoFailed: 'The logo could not be uploaded. Please try again.',
  brandColor: 'Brand color',
  brandColorPicker: 'Pick the brand color',
  brandColorHint: 'As #rrggbb; white text must be readable on it. Empty: Halo Give’s color.',
  amounts: 'Preset amounts',
  amountsHint: 'From 1 to 6 amounts in {{currency}}, shown as buttons.',
  amount: 'Amount {{number}}',
  removeAmount: 'Remove amount {{number}}',
  addAmount: 'Add an amount',
  minAmount: 'Minimum gift ({{currency}})',
  maxAmount: 'Maximum gift ({{currency}})',
  fee: 'Processing fee a donor may cover',
  feePercent: 'Percent of the gift',
  feeFixed: 'Fixed part ({{currency}})',
  unreadableNumber: 'Enter a number such as 25 or 25.50.',
  message: 'Message above the form',
  messageCount: '{{count}} of {{max}} characters',
  messageTooLong: 'The message must be at most {{max}} characters.',
  smsNumber: 'Text-to-give number',
  smsNumberHint:
    'The Twilio number donors text, such as +15551234567: they text GIVE 50 and get a link to give. Empty: no text-to-give.',
  maintenance: 'Maintenance',
  maintenanceLabel: 'Put the giving page in maintenance',
  maintenanceWarning:
    'While it is on, donors cannot give: the giving page and the embedded form show a maintenance notice instead.',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Your changes were saved.',
  nothingChanged: 'Nothing has changed yet.',
  fixFields: 'Please correct the fields marked below.',
  failed: 'Something went wrong, please try again.',
  preview: 'Preview',
  previewStep: 'Step 1 of 2: Your gift',
  previewContinue: 'Continue',
  previewMaintenance: 'Giving is paused for maintenance.',
};

export const givingPageMessages: Catalogue<GivingPageMessagesText> = {
  namespace: GIVING_PAGE_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './givingPageMessages.es').then((module) => module.es),
};

export type GivingPageMessagesText = typeof en;
