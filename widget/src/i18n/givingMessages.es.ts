import { scheduleEveryInSentenceEs, scheduleNameEs } from '@halo/domain';
import type { GivingMessages } from './givingMessages';

// Spanish strings of the `giving` namespace: a lazy chunk, loaded only when the form is shown in Spanish.
export const givingMessagesEs: GivingMessages = {
  title: 'Donaciones en línea - {{name}}',
  titleWithoutName: 'Donaciones en línea',
  organizationMissing: 'Las donaciones en línea no están disponibles para esta iglesia.',
  loadFailed:
    'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
  loading: 'Cargando…',
  amount: {
    legend: 'Monto de la donación',
    custom: 'Otro monto',
    customLabel: 'Monto ({{currency}})',
    limits: 'De {{min}} a {{max}}',
  },
  frequency: {
    legend: 'Frecuencia',
    one_time: 'Una sola vez',
    recurring: 'Recurrente',
  },
  period: {
    legend: 'Cada cuánto',
    ...scheduleNameEs,
  },
  startDate: {
    label: 'Fecha de inicio',
    next: 'Siguientes donaciones: {{dates}}',
  },
  fund: {
    label: 'Fondo',
  },
  end: {
    toggle: 'Elegir cuándo termina',
  },
  dedication: {
    toggle: 'Donar en honor o en memoria de alguien',
  },
  split: {
    toggle: 'Dividir entre fondos',
  },

  donor: {
    email: 'Correo electrónico',
    receiptEmail: 'Correo para el recibo (opcional)',
    firstName: 'Nombre',
    lastName: 'Apellido',
    memo: 'Nota de la donación (opcional)',
  },
  account: {
    hint: 'Crea una contraseña para administrar tus donaciones recurrentes y tus datos personales.',
    password: 'Contraseña',
    passwordConfirmation: 'Confirmar contraseña',
  },
  fee: {
    label: 'Agregar {{fee}} para cubrir la comisión de procesamiento',
    total: 'Total: {{total}}',
  },
  actions: {
    continue: 'Continuar',
    giveNow: 'Donar ahora',
    updateNow: 'Actualizar ahora',
    back: 'Atrás',
    login: 'Iniciar sesión',
    donorPortal: 'Ir al portal del donante',
    submitting: 'Procesando…',
    giveAgain: 'Donar de nuevo',
  },
  payment: {
    title: '¡Ya casi terminas!',
    summary: '{{amount}} para {{fund}}, {{frequency}}',
    summaryWithFee: '{{total}} ({{amount}} + {{fee}} de comisión) para {{fund}}, {{frequency}}',
    testMode: 'Modo de prueba',
    testHint: 'No se realiza ningún cargo real. Usa la tarjeta de prueba 4242 4242 4242 4242.',
    method: 'Método de pago',
    newCard: 'Usar una tarjeta nueva',
    savedCard: '{{brand}} terminada en {{lastFour}}, vence {{month}}/{{year}}',
    savedBank: 'Banco ••{{lastFour}}',
    savedBankHint:
      'Se debita de su cuenta bancaria guardada según la autorización que aceptó al guardarla. Un débito bancario tarda unos 4 días hábiles en acreditarse.',
    loadingCard: 'Cargando el formulario seguro de tarjeta…',
  },
  steps: {
    details: 'Paso 1 de 2: Tu donación',
    payment: 'Paso 2 de 2: Pago',
  },
  summary: {
    oneTime: '{{amount}} una sola vez para {{fund}}',
    recurring: '{{amount}} {{period}} para {{fund}}, a partir del {{date}}',
    coveredFee: 'Incluye la comisión de {{fee}}',
    fundPart: '{{fund}} ({{amount}})',
    endsOn: 'Termina el {{date}}',
    endsAfter: 'Termina tras {{count}} donaciones, el {{date}}',
    period: scheduleEveryInSentenceEs,
  },
  trust: {
    secure: 'Pago seguro',
    receipt: 'Le enviaremos un recibo por correo',
  },
  card: {
    legend: 'Datos de la tarjeta',
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM/AAAA)',
    cvc: 'CVC',
    name: 'Nombre del titular',
  },
  done: {
    title: '¡Gracias por tu donación!',
    receipt: 'Enviamos un recibo a {{email}}.',
    receiptGeneric: 'Enviamos un recibo a tu correo electrónico.',
    nextOccurrence: 'Tu próxima donación recurrente será el {{date}}.',
  },
  createAccount: {
    title: 'Crea tu cuenta',
    body: 'Crea una contraseña para administrar tus donaciones recurrentes y tus datos personales.',
    send: 'Envíame un enlace para crear mi contraseña',
    sent: 'Te enviamos un correo electrónico para crear tu contraseña.',
  },
  recurringModal: {
    title: 'Las donaciones recurrentes requieren una cuenta',
    body: 'Crea una cuenta para administrar tu donación recurrente, inicia sesión si ya tienes una o dona una sola vez.',
    createAccount: 'Crear una cuenta',
    login: 'Iniciar sesión',
    oneTime: 'Donar una sola vez',
  },
  leaveModal: {
    title: '¿Salir de esta página?',
    body: 'Si sales ahora, tu donación no se guardará.',
    stay: 'Quedarme en esta página',
    leave: 'Salir',
  },
  update: {
    doneTitle: 'Tu donación recurrente ha sido actualizada',
    notScheduled: 'Tu donación recurrente no tiene una próxima fecha programada.',
    signIn: 'Inicia sesión para cambiar tu donación recurrente.',
    notFound: 'No encontramos esa donación recurrente en tu cuenta.',
    loadFailed: 'No se pudo cargar tu donación recurrente. Aún puedes hacer una nueva donación abajo.',
    cardRequired: 'Elige una de tus tarjetas guardadas.',
  },
  decline: {
    card_declined: 'Tu tarjeta fue rechazada.',
    insufficient_funds: 'Tu tarjeta no tiene fondos suficientes.',
    expired_card: 'Tu tarjeta está vencida.',
    incorrect_cvc: 'El código de seguridad de tu tarjeta es incorrecto.',
    processing_error: 'Ocurrió un error al procesar tu tarjeta. Inténtalo de nuevo.',
  },
  errors: {
    generic: 'Algo salió mal, por favor inténtalo de nuevo.',
    cardNotReady: 'El formulario de tarjeta aún se está cargando. Inténtalo de nuevo en un momento.',
    checkFields: 'Revisa los campos marcados.',
  },
};
