import type { LetterPlaceholder } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-letter-templates`: the console's "Letter templates" page. */
export const LETTER_TEMPLATES_NAMESPACE = 'admin-letter-templates';

const en = {
  intro:
    'Contribution statements open with one of these letters. The primary letter is used unless you choose another when sending.',
  list: 'Letters',
  primary: 'Primary',
  edit: 'Edit',
  editOf: 'Edit {{title}}',
  makePrimary: 'Make primary',
  makePrimaryOf: 'Make primary: {{title}}',
  delete: 'Delete',
  deleteOf: 'Delete {{title}}',
  add: 'Add a letter',
  newLetter: 'New letter',
  editing: 'Editing {{title}}',
  title: 'Title',
  subject: 'Email subject (optional)',
  subjectHint: 'Left empty, the email says "Your contribution statement from" and the church’s name.',
  body: 'Letter',
  bodyHint: 'Plain text. Placeholders are filled in for each donor.',
  save: 'Save letter',
  preview: 'Preview as PDF',
  previewing: 'Preparing the preview…',
  previewReady: 'The preview {{fileName}} is downloading.',
  cancel: 'Cancel',
  saved: 'Saved {{title}}.',
  added: 'Added {{title}}.',
  madePrimary: '{{title}} is now the primary letter.',
  deleted: 'Deleted {{title}}.',
  deleteTitle: 'Delete {{title}}?',
  deleteText: 'Statements can no longer be written from this letter. This cannot be undone.',
  confirmDelete: 'Delete letter',
  placeholdersTitle: 'Placeholders',
  placeholdersIntro: 'Write these exactly, with the double braces:',
  placeholders: {
    donorName: 'the donor’s name, or their email when they gave no name',
    period: 'the dates the statement covers',
    total: 'the total given in that period',
    churchName: 'your church’s name',
  } satisfies Record<LetterPlaceholder, string>,
  failed: 'Something went wrong, please try again.',
};

export const letterTemplatesMessages: Catalogue<LetterTemplatesMessagesText> = {
  namespace: LETTER_TEMPLATES_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "admin-es" */ './letterTemplatesMessages.es').then((module) => module.es),
};

export type LetterTemplatesMessagesText = typeof en;
