import type { TestChallengeMessagesText } from './testChallengeMessages';

// The Spanish of testChallengeMessages.ts, in the `shared-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: TestChallengeMessagesText = {
  title: 'Autenticación de prueba: no se contacta a ningún banco',
  text: {
    gift: 'Esta iglesia recibe donaciones en modo de prueba: no se consulta a ningún banco y no se mueve dinero. Su banco le pediría ahora confirmar esta donación. Elija cómo termina esta autenticación de prueba.',
    card: 'Esta iglesia recibe donaciones en modo de prueba: no se consulta a ningún banco y no se mueve dinero. Su banco le pediría ahora confirmar esta tarjeta. Elija cómo termina esta autenticación de prueba.',
  },
  complete: 'Completar la autenticación',
  fail: 'Hacer fallar la autenticación',
};
