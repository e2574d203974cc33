import type { KioskPageText } from './kioskPageMessages';

// The Spanish of kioskPageMessages.ts, fetched only once the kiosk speaks Spanish.
export const es: KioskPageText = {
  label: 'Quiosco de donaciones: {{name}}',
  loading: 'Cargando',
  refusedTitle: 'Este quiosco no está recibiendo donaciones',
  thanksTitle: '¡Gracias por tu donación!',
  thanksReceipt: 'El recibo va en camino a {{email}}.',
  thanksNoReceipt: 'Recibimos tu donación. No se envió recibo porque no se dio un correo.',
  thanksNext: 'En unos segundos el quiosco estará listo para la siguiente persona.',
  nextGiver: 'Siguiente persona',
  privacy: 'Nada de lo que escribes se guarda en esta tableta.',
};
