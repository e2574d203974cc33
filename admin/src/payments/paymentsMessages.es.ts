import type { PaymentsMessagesText } from './paymentsMessages';

// The Spanish of paymentsMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: PaymentsMessagesText = {
  processor: 'Procesador',
  modeSandbox:
    'Modo de prueba: las donaciones se registran y no se cobra a nadie. Úsalo para probar el formulario de donaciones.',
  modeStripe: 'Stripe: las donaciones se cobran en la propia cuenta de Stripe de la iglesia.',
  stripeAccount: 'Cuenta de Stripe',
  notConnected: 'No hay ninguna cuenta de Stripe conectada.',
  notConnectedStripeMode:
    'No hay ninguna cuenta de Stripe conectada: el formulario no acepta donaciones hasta que se conecte una.',
  connectIntro:
    'Conecta la propia cuenta de Stripe de la iglesia. Stripe pide los datos de la iglesia y su cuenta bancaria; después las donaciones llegan directamente a ella.',
  connect: 'Conectar Stripe',
  sandboxIntro:
    'Este servidor no tiene claves de Stripe, así que solo puede hacer una conexión simulada para probar la consola. No se mueve dinero.',
  connectTest: 'Conectar una cuenta de prueba',
  testBadge: 'Prueba',
  connectedTest:
    'Conectada a una cuenta de prueba simulada ({{account}}). Es una prueba: no se mueve dinero.',
  connected: 'Conectada a la cuenta de Stripe {{account}}. Las donaciones se cobran en ella.',
  pending:
    'Stripe aún no permite que la cuenta {{account}} reciba donaciones: completa o corrige los datos de la iglesia en Stripe.',
  continueOnStripe: 'Continuar en Stripe',
  checkAgain: 'Comprobar de nuevo',
  returned:
    'Bienvenido de vuelta de Stripe. Abajo está el estado de la cuenta tal como Stripe lo tiene ahora.',
  linkExpired: 'El enlace de Stripe caducó o ya se usó. Continúa en Stripe para seguir donde lo dejaste.',
  disconnect: 'Desconectar',
  disconnectTitle: '¿Desconectar la cuenta de Stripe?',
  disconnectExplanation:
    'La cuenta sigue siendo de la iglesia en Stripe. Hasta que se conecte otra vez una cuenta, el formulario no acepta donaciones con tarjeta en Stripe.',
  disconnectTestExplanation: 'Se olvida la cuenta de prueba simulada. No hay dinero en juego.',
  disconnectConfirm: 'Desconectar',
  cancel: 'Cancelar',
  connectedAnnounce: 'Pagos conectados.',
  disconnectedAnnounce: 'Pagos desconectados.',
  redirecting: 'Abriendo Stripe…',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
  bankTitle: 'Donaciones desde una cuenta bancaria',
  bankLabel: 'Los donantes pueden donar desde una cuenta bancaria de EE. UU. (ACH)',
  bankHint:
    'La comisión bancaria es del 0,8 %, como máximo $5.00. Una donación bancaria está en proceso unos 4 días hábiles y cuenta cuando se completa.',
  bankNeedsUsd:
    'Las donaciones desde una cuenta bancaria necesitan una iglesia que reciba dólares estadounidenses (USD).',
  bankOnAnnounce: 'Las donaciones desde una cuenta bancaria están activadas.',
  bankOffAnnounce: 'Las donaciones desde una cuenta bancaria están desactivadas.',
};
