import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-payments`: the console's "Payments" section. */
export const PAYMENTS_NAMESPACE = 'admin-payments';

const en = {
  processor: 'Processor',
  modeSandbox: 'Sandbox: gifts are recorded and nobody is charged. Use it to try the giving form.',
  modeStripe: 'Stripe: gifts are charged on the church’s own Stripe account.',
  stripeAccount: 'Stripe account',
  notConnected: 'No Stripe account is connected.',
  notConnectedStripeMode: 'No Stripe account is connected: the giving form takes no gifts until one is.',
  connectIntro:
    'Connect the church’s own Stripe account. Stripe asks for the church’s details and bank account, then gifts go straight to it.',
  connect: 'Connect Stripe',
  sandboxIntro:
    'This server has no Stripe keys, so it can only make a simulated connection for trying the console. No money moves through it.',
  connectTest: 'Connect a test account',
  testBadge: 'Test',
  connectedTest: 'Connected to a simulated test account ({{account}}). This is a test: no money moves.',
  connected: 'Connected to the Stripe account {{account}}. Gifts are charged on it.',
  pending:
    'Stripe is not letting the account {{account}} take gifts yet: finish or correct the church’s details on Stripe.',
  continueOnStripe: 'Continue on Stripe',
  checkAgain: 'Check again',
  returned: 'Welcome back from Stripe. Below is the account’s state as Stripe has it now.',
  linkExpired:
    'The Stripe link expired or was already used. Continue on Stripe to pick up where you left off.',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect the Stripe account?',
  disconnectExplanation:
    'The account stays the church’s on Stripe. Until an account is connected again, the giving form takes no card gifts on Stripe.',
  disconnectTestExplanation: 'The simulated test account is forgotten. No money is involved.',
  disconnectConfirm: 'Disconnect',
  cancel: 'Cancel',
  connectedAnnounce: 'Payments connected.',
  disconnectedAnnounce: 'Payments disconnected.',
  redirecting: 'Opening Stripe…',
  failed: 'Something went wrong, please try again.',
};

const es: typeof en = {
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
};

export const paymentsMessages: Catalogue<typeof en> = { namespace: PAYMENTS_NAMESPACE, en, es };
