import type { CommonMessages } from './commonMessages';
import { firstScreenWords } from './firstScreenWords';

// The Spanish of commonMessages.ts, in the `shared-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: CommonMessages = {
  productName: 'Halo Donor',
  pageTitle: '{{title}} | Halo Donor',
  close: 'Cerrar',
  loading: firstScreenWords.es.loading,
  languages: { en: 'Inglés', es: 'Español' },
  flash: {
    serverUnreachable: firstScreenWords.es.serverUnreachable,
    unableToRedirect: 'No se pudo redirigir. Comunícate con atención al cliente.',
    internalError: 'Se produjo un error interno. Inténtalo de nuevo.',
    somethingWentWrong: 'Algo salió mal. Inténtalo de nuevo.',
    copied: '¡Copiado!',
  },
  messages: {
    loginRequired: 'Inicia sesión para ver esta página',
    paymentMethodNotDeleted:
      'No se pudo eliminar el método de pago. Comprueba si se usa en alguna donación recurrente.',
    paymentMethodNotLoaded: 'No se pudieron cargar los datos del método de pago.',
    emailNotRegistered: 'El correo electrónico indicado no está registrado.',
    verificationEmailSent: 'Te enviamos un correo de verificación a tu dirección de correo electrónico.',
    accountUpdated: 'Cuenta actualizada correctamente',
  },
};
