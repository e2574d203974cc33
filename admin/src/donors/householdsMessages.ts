import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-households`: the households in the console's Donors (docs/PRODUCT.md §21). */
export const HOUSEHOLDS_NAMESPACE = 'admin-households';

const en = {
  title: 'Households',
  intro:
    'Donors of one household get one year-end statement together, addressed to one of them and naming all of them, in place of their own.',
  sendBoth: 'Also send each member their own year-end statement',
  savedBoth: 'Members will also get their own statements.',
  savedHouseholdOnly: 'Members will get only the household’s statement.',
  none: 'No households yet.',
  create: 'New household',
  createTitle: 'New household',
  name: 'Household name',
  nameHint: 'For example, The Ruiz family.',
  search: 'Find a donor by name or email',
  find: 'Search',
  noDonors: 'No donor matches.',
  found: 'Donors found',
  add: 'Add {{name}}',
  chosen: 'Members',
  noneChosen: 'Choose at least two donors.',
  addressee: 'Statements are addressed to',
  removeChosen: 'Take {{name}} out',
  fromYear: 'Together from (year)',
  save: 'Make household',
  cancel: 'Cancel',
  close: 'Close',
  created: 'Made the household {{name}}.',
  manage: 'Manage',
  manageOf: 'Manage {{name}}',
  members: 'Members of {{name}}',
  memberYears: 'Since {{from}}',
  memberYearsEnded: '{{from}} to {{to}}',
  isAddressee: 'Addressee',
  makeAddressee: 'Address statements to {{name}}',
  remove: 'Remove {{name}}',
  removeTitle: 'Remove {{name}} from {{household}}',
  lastYear: 'Last year on the household’s statement',
  lastYearNone: 'None: they were never part of it',
  removeConfirm: 'Remove',
  addMember: 'Add a member',
  addMemberButton: 'Add to household',
  addFrom: 'Member from (year)',
  preview: 'Preview statement',
  previewTitle: 'Preview the household’s statement',
  previewButton: 'Download PDF',
  previewReady: 'Downloaded {{fileName}}.',
  changed: 'Saved.',
  renameTitle: 'Rename the household',
  renameButton: 'Rename',
  renamed: 'Renamed the household {{name}}.',
  addressTitle: 'Mailing address',
  addressOwn:
    'The household’s letter is mailed here. Empty every field to mail it to the addressee’s address.',
  addressFromAddressee: 'No address of its own: the letter goes to the addressee’s, {{address}}.',
  addressNone: 'No address of its own, and the addressee has none on file.',
  address_address: 'Street address',
  address_city: 'City',
  address_state: 'State',
  address_zip: 'Postal code',
  address_country: 'Country',
  addressButton: 'Save address',
  addressSaved: 'Saved the household’s mailing address.',
  addressCleared: 'The household’s letter goes to the addressee’s address.',
  deleteTitle: 'Delete the household',
  deleteButton: 'Delete household',
  deleteMeans:
    'Its members will get their own year-end statements from now on. Every gift stays with the donor who gave it.',
  deleteSent_one:
    'Its statement for {{years}} was already sent: deleting the household does not take it back.',
  deleteSent_other:
    'Its statements for {{years}} were already sent: deleting the household does not take them back.',
  deleteConfirm: 'Delete {{name}}',
  deleted: 'Deleted the household {{name}}.',
  inHousehold: 'Household: {{name}}',
  failed: 'Something went wrong, please try again.',
  yearInvalid: 'Enter a year from 2000 to {{max}}.',
};

export const householdsMessages: Catalogue<HouseholdsMessagesText> = {
  namespace: HOUSEHOLDS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './householdsMessages.es').then((module) => module.es),
};

export type HouseholdsMessagesText = typeof en;
