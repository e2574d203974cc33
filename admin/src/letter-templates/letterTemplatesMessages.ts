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

const es: typeof en = {
  intro:
    'Las constancias de donativos comienzan con una de estas cartas. Se usa la carta principal, salvo que elijas otra al enviarlas.',
  list: 'Cartas',
  primary: 'Principal',
  edit: 'Editar',
  editOf: 'Editar {{title}}',
  makePrimary: 'Hacer principal',
  makePrimaryOf: 'Hacer principal: {{title}}',
  delete: 'Eliminar',
  deleteOf: 'Eliminar {{title}}',
  add: 'Agregar una carta',
  newLetter: 'Carta nueva',
  editing: 'Editando {{title}}',
  title: 'Título',
  subject: 'Asunto del correo (opcional)',
  subjectHint:
    'Si lo dejas vacío, el correo dice «Su estado de contribuciones de» y el nombre de la iglesia.',
  body: 'Carta',
  bodyHint: 'Texto sin formato. Los marcadores se completan para cada donante.',
  save: 'Guardar carta',
  preview: 'Vista previa en PDF',
  previewing: 'Preparando la vista previa…',
  previewReady: 'Se está descargando la vista previa {{fileName}}.',
  cancel: 'Cancelar',
  saved: 'Se guardó {{title}}.',
  added: 'Se agregó {{title}}.',
  madePrimary: '{{title}} es ahora la carta principal.',
  deleted: 'Se eliminó {{title}}.',
  deleteTitle: '¿Eliminar {{title}}?',
  deleteText: 'Ya no se podrán escribir constancias con esta carta. No se puede deshacer.',
  confirmDelete: 'Eliminar carta',
  placeholdersTitle: 'Marcadores',
  placeholdersIntro: 'Escríbelos exactamente así, con las llaves dobles:',
  placeholders: {
    donorName: 'el nombre del donante, o su correo si no dio nombre',
    period: 'las fechas que abarca la constancia',
    total: 'el total donado en ese período',
    churchName: 'el nombre de tu iglesia',
  },
  failed: 'Algo salió mal. Inténtalo de nuevo.',
};

export const letterTemplatesMessages: Catalogue<typeof en> = {
  namespace: LETTER_TEMPLATES_NAMESPACE,
  en,
  es,
};
