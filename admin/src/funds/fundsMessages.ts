import type { Catalogue } from 'halo_shared/i18n';

/**
 * Namespace `admin-funds`: the console's "Funds" section. A button's name for one fund starts with
 * its visible words (WCAG 2.5.3 "Label in Name"), so a voice user can say what they see.
 */
export const FUNDS_NAMESPACE = 'admin-funds';

const en = {
  intro:
    'Donors choose among the funds shown online, in this order. Gifts with no fund chosen go to the default fund.',
  list: 'Your funds',
  position: 'Position {{position}} of {{count}}',
  isDefault: 'Default',
  shown: 'Shown online',
  hidden: 'Hidden online',
  enabled: 'Enabled',
  disabled: 'Disabled',
  rename: 'Rename',
  renameFund: 'Rename {{name}}',
  hide: 'Hide online',
  hideFund: 'Hide online: {{name}}',
  show: 'Show online',
  showFund: 'Show online: {{name}}',
  disable: 'Disable',
  disableFund: 'Disable {{name}}',
  enable: 'Enable',
  enableFund: 'Enable {{name}}',
  moveUp: 'Move up',
  moveUpFund: 'Move up: {{name}}',
  moveDown: 'Move down',
  moveDownFund: 'Move down: {{name}}',
  moved: '{{name}} is now in position {{position}} of {{count}}.',
  addTitle: 'Add fund',
  name: 'Fund name',
  showOnline: 'Show in online giving',
  add: 'Add fund',
  added: '{{name}} was added.',
  renameTitle: 'Rename {{name}}',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  inUseTitle: '{{name}} has recurring gifts',
  inUseExplanation: 'These recurring gifts charge to this fund; disable it after moving or stopping them.',
  inUseGift: '{{donor}}: {{amount}}',
  failed: 'Something went wrong, please try again.',
};

const es: typeof en = {
  intro:
    'Los donantes eligen entre los fondos que se muestran en línea, en este orden. Las donaciones sin fondo elegido van al fondo predeterminado.',
  list: 'Tus fondos',
  position: 'Posición {{position}} de {{count}}',
  isDefault: 'Predeterminado',
  shown: 'Se muestra en línea',
  hidden: 'Oculto en línea',
  enabled: 'Activo',
  disabled: 'Desactivado',
  rename: 'Renombrar',
  renameFund: 'Renombrar {{name}}',
  hide: 'Ocultar en línea',
  hideFund: 'Ocultar en línea: {{name}}',
  show: 'Mostrar en línea',
  showFund: 'Mostrar en línea: {{name}}',
  disable: 'Desactivar',
  disableFund: 'Desactivar {{name}}',
  enable: 'Activar',
  enableFund: 'Activar {{name}}',
  moveUp: 'Subir',
  moveUpFund: 'Subir: {{name}}',
  moveDown: 'Bajar',
  moveDownFund: 'Bajar: {{name}}',
  moved: '{{name}} está ahora en la posición {{position}} de {{count}}.',
  addTitle: 'Agregar fondo',
  name: 'Nombre del fondo',
  showOnline: 'Mostrar en las donaciones en línea',
  add: 'Agregar fondo',
  added: 'Se agregó {{name}}.',
  renameTitle: 'Renombrar {{name}}',
  save: 'Guardar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  inUseTitle: '{{name}} tiene donaciones recurrentes',
  inUseExplanation:
    'Estas donaciones recurrentes se cargan a este fondo; desactívalo después de moverlas o detenerlas.',
  inUseGift: '{{donor}}: {{amount}}',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
};

export const fundsMessages: Catalogue<typeof en> = { namespace: FUNDS_NAMESPACE, en, es };
