import type { AuthenticationMessages } from './authenticationMessages';

// The Spanish of authenticationMessages.ts, in the `giving-es` chunk with the rest of the form's Spanish: fetched only once a page speaks Spanish.
export const es: AuthenticationMessages = {
  failed:
    'La autenticación de tu banco no se completó, así que no se cobró nada. Puedes intentarlo de nuevo o usar otra tarjeta.',
};
