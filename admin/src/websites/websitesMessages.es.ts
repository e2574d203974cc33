import type { WebsitesMessagesText } from './websitesMessages';

// The Spanish of websitesMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: WebsitesMessagesText = {
  intro:
    'Sitios web donde se puede insertar tu formulario de donaciones con <halo-give>. Usa https://example.org, o https://*.example.org para todos los subdominios.',
  address: 'Dirección del sitio web',
  add: 'Agregar sitio web',
  remove: 'Quitar',
  removeOrigin: 'Quitar {{origin}}',
  list: 'Sitios web que pueden mostrar tu formulario',
  none: 'Aún no hay sitios web permitidos: el formulario de donaciones solo funciona en la página alojada.',
  failed: 'Algo salió mal. Inténtalo de nuevo.',
  checkAgain: 'Comprobar de nuevo',
  checkAgainFor: 'Comprobar de nuevo {{domain}}',
  checking: 'Comprobando…',
  wallet: {
    pending: 'Apple Pay y Google Pay: registrándose con Stripe…',
    active: 'Apple Pay y Google Pay: listos en {{domain}}.',
    needs_action:
      'Google Pay: listo. Apple Pay: requiere un paso en tu sitio web. Stripe dice: “{{problem}}” Publica el archivo de verificación de dominio de Apple que da Stripe en https://{{domain}}/.well-known/apple-developer-merchantid-domain-association y luego pulsa Comprobar de nuevo.',
    sandbox:
      'Modo de prueba: aquí se muestra la billetera de prueba. Apple Pay y Google Pay se muestran cuando Stripe esté conectado.',
    wildcard:
      'Apple Pay y Google Pay: una dirección comodín no se puede registrar con Stripe. Agrega cada sitio web donde se dona con su propia dirección.',
    local: 'Apple Pay y Google Pay: no en una dirección local; necesitan un sitio web público con https.',
    failed:
      'Apple Pay y Google Pay: Stripe rechazó registrar {{domain}}. Se intenta de nuevo automáticamente.',
    removed: 'Apple Pay y Google Pay: quitados.',
  },
  hostedPage: 'Tu página de donaciones alojada',
  hostedPageIntro: 'Halo Give aloja esta página por ti; se registra con Stripe como tus sitios web.',
  hostedWallet: {
    needs_action:
      'Google Pay: listo. Apple Pay: aún no está activo. Stripe dice: “{{problem}}” Halo Give aloja esta página, así que no hay nada que cambiar en tu propio sitio web.',
  },
};
