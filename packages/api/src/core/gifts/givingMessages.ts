// Texts the giving endpoints write themselves, en and es (validation texts come from @halo/domain).
import type { Locale } from '@halo/domain';
import type { DeclineCode } from '../../payments/paymentProcessor';

const en = {
  'giving.tokenMissing': 'Your giving session has ended. Please start again.',
  'giving.tokenInvalid': 'Your giving session has ended. Please start again.',
  'giving.forbidden': 'This giving session belongs to someone else.',
  'giving.changeCardOnly': 'This link can only change the card of its recurring gift.',
  'giving.organizationNotFound': 'Organization not found.',
  'giving.originNotAllowed': 'This site may not take gifts for this organization.',
  'giving.accountRequired':
    'Recurring gifts need a donor account. Create an account or log in, or give one time instead.',
  'giving.accountExists': 'An account already exists for this email. Please log in.',
  'giving.idempotencyKeyInvalid': 'The Idempotency-Key header must be a generated identifier.',
  'giving.idempotencyKeyReused': 'This Idempotency-Key was already used with a different gift.',
  'giving.inProgress': 'This gift is still being processed. Please wait a moment.',
  'giving.paymentMethodInvalid': 'This payment method cannot be used. Please add your card again.',
  'giving.cardNumberInvalid': 'Your card number is invalid.',
  'giving.testCardRequired':
    'This is a test site and charges no real card. Use a test card number such as 4242 4242 4242 4242.',
  'giving.sandboxOnly': 'Not Found.',
  'giving.processorUnavailable': 'Online giving is not available right now. Please try again later.',
  'giving.maintenance': 'Online giving for this church is paused for maintenance. Please try again later.',
  'giving.invitationSent': 'If your account still needs a password, we sent you an email to set it.',
  'giving.authenticationRequired': 'Your bank asks you to confirm this gift. Nothing has been charged yet.',
  'giving.cardAuthenticationRequired':
    'Your bank asks you to confirm this card. Nothing has been saved or charged yet.',
  'decline.card_declined': 'Your card was declined.',
  'decline.insufficient_funds': 'Your card has insufficient funds.',
  'decline.expired_card': 'Your card has expired.',
  'decline.incorrect_cvc': 'Your card’s security code is incorrect.',
  'decline.processing_error': 'An error occurred while processing your card. Please try again.',
} as const;

export type GivingMessageKey = keyof typeof en;

const es: Record<GivingMessageKey, string> = {
  'giving.tokenMissing': 'Su sesión de donación ha terminado. Comience de nuevo.',
  'giving.tokenInvalid': 'Su sesión de donación ha terminado. Comience de nuevo.',
  'giving.forbidden': 'Esta sesión de donación pertenece a otra persona.',
  'giving.changeCardOnly': 'Este enlace solo puede cambiar la tarjeta de su donación recurrente.',
  'giving.organizationNotFound': 'Organización no encontrada.',
  'giving.originNotAllowed': 'Este sitio no puede recibir donaciones para esta organización.',
  'giving.accountRequired':
    'Las donaciones recurrentes requieren una cuenta de donante. Cree una cuenta o inicie sesión, o haga una donación única.',
  'giving.accountExists': 'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
  'giving.idempotencyKeyInvalid': 'El encabezado Idempotency-Key debe ser un identificador generado.',
  'giving.idempotencyKeyReused': 'Esta Idempotency-Key ya se usó con otra donación.',
  'giving.inProgress': 'Esta donación aún se está procesando. Espere un momento.',
  'giving.paymentMethodInvalid': 'Este método de pago no se puede usar. Agregue su tarjeta de nuevo.',
  'giving.cardNumberInvalid': 'El número de su tarjeta no es válido.',
  'giving.testCardRequired':
    'Este es un sitio de prueba y no cobra ninguna tarjeta real. Use un número de tarjeta de prueba como 4242 4242 4242 4242.',
  'giving.sandboxOnly': 'No encontrado.',
  'giving.processorUnavailable': 'Las donaciones en línea no están disponibles ahora. Inténtelo más tarde.',
  'giving.maintenance':
    'Las donaciones en línea de esta iglesia están en pausa por mantenimiento. Inténtelo más tarde.',
  'giving.invitationSent':
    'Si su cuenta aún necesita una contraseña, le enviamos un correo electrónico para crearla.',
  'giving.authenticationRequired': 'Su banco le pide confirmar esta donación. Todavía no se ha cobrado nada.',
  'giving.cardAuthenticationRequired':
    'Su banco le pide confirmar esta tarjeta. Todavía no se ha guardado ni cobrado nada.',
  'decline.card_declined': 'Su tarjeta fue rechazada.',
  'decline.insufficient_funds': 'Su tarjeta no tiene fondos suficientes.',
  'decline.expired_card': 'Su tarjeta está vencida.',
  'decline.incorrect_cvc': 'El código de seguridad de su tarjeta es incorrecto.',
  'decline.processing_error': 'Ocurrió un error al procesar su tarjeta. Inténtelo de nuevo.',
};

const catalogues: Record<Locale, Record<GivingMessageKey, string>> = { en, es };

export function givingMessage(locale: Locale, key: GivingMessageKey): string {
  return catalogues[locale][key];
}

export function declineMessage(locale: Locale, code: DeclineCode): string {
  return catalogues[locale][`decline.${code}`];
}
