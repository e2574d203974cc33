// Shared interface strings (namespace `common`): the flash and error texts of spec §8 word for word,
// and the few strings every app needs. Screens load their own namespaces with `useCatalogues`.
const en = {
  productName: 'Halo Donor',
  pageTitle: '{{title}} | Halo Donor',
  close: 'Close',
  loading: 'Loading…',
  languages: { en: 'English', es: 'Spanish' },
  flash: {
    serverUnreachable:
      "There's a problem when trying to reach the server, please refresh your page and try again.",
    unableToRedirect: 'Unable to redirect, please contact customer support.',
    internalError: 'There was an internal error, please try again.',
    somethingWentWrong: 'Something went wrong, please try again.',
    copied: 'Copied!',
  },
  messages: {
    loginRequired: 'Please Log In to view this page',
    paymentMethodNotDeleted:
      'The payment method could not be deleted. Please check whether it is used in any recurring giving.',
    paymentMethodNotLoaded: 'The payment method data could not be loaded.',
    emailNotRegistered: 'The informed email is not registered.',
    verificationEmailSent: 'A verification email has been sent to your email address.',
    accountUpdated: 'Account updated successfully',
  },
};

export type CommonMessages = typeof en;

const es: CommonMessages = {
  productName: 'Halo Donor',
  pageTitle: '{{title}} | Halo Donor',
  close: 'Cerrar',
  loading: 'Cargando…',
  languages: { en: 'Inglés', es: 'Español' },
  flash: {
    serverUnreachable:
      'Hay un problema al intentar conectar con el servidor. Actualiza la página e inténtalo de nuevo.',
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

export const commonMessages = { en, es };
