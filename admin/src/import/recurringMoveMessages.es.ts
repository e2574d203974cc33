import { scheduleNameEs } from '@halo/domain';
import type { RecurringMoveMessagesText } from './recurringMoveMessages';

// The Spanish of recurringMoveMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish.
export const es: RecurringMoveMessagesText = {
  title: 'Donaciones recurrentes desde Stripe',
  intro:
    'Traslada a los donantes recurrentes de la iglesia desde su plataforma anterior sin pedirles nada: cada donación conserva su importe, frecuencia, próxima fecha, fondo y tarjeta guardada, y cada donante recibe un correo «Su donación se ha trasladado». Repetirlo no traslada nada dos veces.',
  source: 'Dónde están las donaciones antiguas',
  sourceStripe: 'La cuenta de Stripe de la iglesia',
  sourceFile: 'Un archivo de objetos de Stripe',
  sourceSchedule: 'Un calendario CSV',
  stripeFileLabel: 'Archivo de objetos de Stripe',
  stripeFileHint:
    'JSON de las listas de Stripe: suscripciones, clientes y métodos de pago (con un calendario bastan los clientes y los métodos de pago).',
  scheduleLabel: 'Calendario',
  scheduleHint: 'CSV con el encabezado customer,payment_method,amount,interval,next_date,fund.',
  fundMapLabel: 'Mapa de fondos (opcional)',
  fundMapHint:
    'JSON de ids de precio o producto antiguos a nombres de fondos; sin él, las donaciones van al fondo predeterminado.',
  fileTooLarge: 'El archivo puede tener {{max}} MB como máximo: traslada a los donantes con la CLI de halo.',
  unreadable: 'No se pudo leer este archivo: elígelo de nuevo.',
  fileRequired: 'Elige primero el archivo.',
  cancelOld: 'Cancelar las suscripciones antiguas tras nuestro primer cobro',
  cancelOldHint:
    'Las suscripciones antiguas se pausan al trasladar su donación; esto cancela aquellas cuya donación ya cobramos una vez.',
  dryRun: 'Simulación',
  move: 'Trasladar donaciones',
  working: 'Trabajando…',
  confirmTitle: '¿Trasladar estas donaciones recurrentes?',
  confirmText:
    'Las donaciones se cobrarán aquí desde su próxima fecha, sus suscripciones antiguas se pausarán y se avisará a cada donante por correo. Prueba antes una simulación para ver qué pasará.',
  confirmMove: 'Trasladar donaciones',
  cancel: 'Cancelar',
  dryRunResult: 'Simulación: lo que haría un traslado',
  moveResult: 'Lo que se trasladó',
  failed: 'Algo salió mal, inténtalo de nuevo.',
  schedules: { ...scheduleNameEs },
  chargedAgain: {
    title: 'Cobradas de nuevo por la plataforma anterior',
    intro_one:
      'Stripe nos dijo que la suscripción antigua de {{count}} donación trasladada vuelve a cobrar a su donante. Para que nadie pague dos veces, pausamos la donación aquí.',
    intro_other:
      'Stripe nos dijo que las suscripciones antiguas de {{count}} donaciones trasladadas vuelven a cobrar a sus donantes. Para que nadie pague dos veces, pausamos cada donación aquí.',
    gifts: 'Donaciones trasladadas cobradas de nuevo',
    oldSubscription: 'Suscripción antigua',
    told: 'Stripe nos lo dijo',
    ours: 'Nuestra donación',
    paused: 'Pausada aquí, hasta que el donante la reanude.',
    active:
      'Reanudada aquí: asegúrate de que la suscripción antigua esté detenida, o el donante pagará dos veces.',
    ended: 'Terminada aquí.',
    openInStripe: 'Abrir {{subscription}} en Stripe',
    whatToDo: 'Qué hacer',
    stepStop:
      'Detén la suscripción antigua en la plataforma anterior, o cancélala en el Dashboard de Stripe de la iglesia.',
    stepResume:
      'Después avisa al donante: reanuda la donación desde el enlace de gestión de sus correos o desde su portal de donaciones, y desde entonces se cobra aquí.',
  },
};
