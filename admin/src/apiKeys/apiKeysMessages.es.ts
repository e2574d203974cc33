import type { ApiKeysMessagesText } from './apiKeysMessages';

// The Spanish of apiKeysMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: ApiKeysMessagesText = {
  intro:
    'Una clave de API permite que el propio programa de la iglesia (un sistema de gestión de la iglesia como Planning Center, Rock o Breeze) lea sus donaciones a través de la API de lectura. Una clave solo lee: nunca puede donar, reembolsar ni cambiar nada.',
  howTo: 'Su programa llama a {{base}} con la cabecera Authorization: Bearer y la clave.',
  openApi: 'Qué responde cada llamada (OpenAPI)',
  list: 'Claves',
  none: 'Todavía no hay claves de API.',
  startsWith: 'Empieza por',
  may: 'Puede leer: {{abilities}}',
  made: 'Creada el {{when}}',
  madeBy: 'Creada el {{when}} por {{who}}',
  lastUsed: 'Último uso: {{when}}',
  neverUsed: 'Nunca se ha usado',
  inUse: 'En uso',
  revokedOn: 'Revocada el {{when}}: se rechaza toda llamada con ella.',
  revoke: 'Revocar',
  revokeOf: 'Revocar {{name}}',
  createTitle: 'Crear clave de API',
  name: 'Nombre',
  nameHint: 'El programa que la usará, para saber qué clave revocar más adelante.',
  abilitiesLegend: 'Qué puede leer la clave',
  abilitiesHint: 'Solo lo que tus propias capacidades te dejan ver.',
  abilities: {
    'view-gifts': 'Donaciones, donantes y donaciones periódicas (view-gifts)',
    'manage-giving': 'Fondos y campañas (manage-giving)',
  },
  abilityNames: {
    'view-gifts': 'donaciones, donantes y donaciones periódicas',
    'manage-giving': 'fondos y campañas',
  },
  create: 'Crear clave de API',
  limit: 'Una iglesia puede tener hasta {{max}} claves en uso.',
  keyTitle: 'Tu nueva clave de API',
  keyOnce:
    'Copia esta clave ahora y guárdala en el programa que la usará. No la volverás a ver: si se pierde, revócala y crea otra.',
  keyFor: 'Clave de API {{name}}',
  copy: 'Copiar',
  copied: 'Copiada.',
  copyFallback: 'Seleccionada: pulsa Ctrl+C (⌘C en un Mac) para copiar.',
  done: 'Ya la he guardado',
  createdMessage: 'Se creó la clave {{name}}.',
  revokeTitle: '¿Revocar {{name}}?',
  revokeExplanation:
    'Desde ahora se rechaza toda llamada hecha con esta clave, y no se puede volver a usar. El programa que la usa deja de leer las donaciones de la iglesia hasta que reciba una clave nueva.',
  revokeConfirm: 'Revocar clave',
  cancel: 'Cancelar',
  revokedMessage: 'Se revocó la clave {{name}}.',
  failed: 'Algo salió mal, inténtalo de nuevo.',
};
