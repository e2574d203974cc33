// What the portal's GraphQL operations say themselves, in both locales (docs/CONTRACTS.md "GraphQL:
// the portal"). Validation texts of docs/PRODUCT.md §5 come from @halo/domain instead.
import type { Locale } from '@halo/domain';

const en = {
  notFound: 'The requested record was not found.',
  // docs/PRODUCT.md §8: "it could not be deleted; check whether it is used in any recurring giving".
  paymentMethodInUse:
    'The payment method could not be deleted. Please check whether it is used in any recurring giving.',
  dateInPast: 'The date cannot be in the past.',
  cardNotSaved: 'Choose one of your saved cards.',
  cardMismatch: 'The card details do not match the selected card.',
  duplicateFund: 'Each fund can only appear once.',
  // The card processor (Stripe) refused the card update; nothing was saved.
  cardExpiryRefused: 'The card processor did not accept this expiration date. Please check it.',
  cardDetailsRefused: 'The card processor did not accept these billing details. Please check them.',
  sameCard: 'Choose a different card to move the recurring gifts to.',
  cardExpired: 'This card has expired. Choose a card that has not expired.',
  directoryNotAllowed: 'Files can only be uploaded to profile-images.',
  imageNotUploaded: 'Upload the image before saving it to your profile.',
  emailTaken: 'The email has already been taken.',
  currentPasswordWrong: 'The current password is incorrect.',
  // An account without a password (Google sign-in, an account after a gift) proves itself by email.
  accountHasNoPassword:
    'Your account has no password yet. Use "Forgot your password?" on the sign-in page to set one by email, then change your email or password here.',
} as const;

export type PortalMessageKey = keyof typeof en;

const es: Record<PortalMessageKey, string> = {
  notFound: 'No se encontró el registro solicitado.',
  paymentMethodInUse:
    'No se pudo eliminar el método de pago. Verifique si se usa en alguna donación recurrente.',
  dateInPast: 'La fecha no puede estar en el pasado.',
  cardNotSaved: 'Elija una de sus tarjetas guardadas.',
  cardMismatch: 'Los datos de la tarjeta no coinciden con la tarjeta seleccionada.',
  duplicateFund: 'Cada fondo solo puede aparecer una vez.',
  cardExpiryRefused: 'El procesador de tarjetas no aceptó esta fecha de vencimiento. Verifíquela.',
  cardDetailsRefused: 'El procesador de tarjetas no aceptó estos datos de facturación. Verifíquelos.',
  sameCard: 'Elija otra tarjeta a la que mover las donaciones recurrentes.',
  cardExpired: 'Esta tarjeta está vencida. Elija una tarjeta que no esté vencida.',
  directoryNotAllowed: 'Solo se pueden subir archivos a profile-images.',
  imageNotUploaded: 'Suba la imagen antes de guardarla en su perfil.',
  emailTaken: 'El correo electrónico ya está registrado.',
  currentPasswordWrong: 'La contraseña actual es incorrecta.',
  accountHasNoPassword:
    'Su cuenta aún no tiene contraseña. Use "¿Olvidaste tu contraseña?" en la página de inicio de sesión para crear una por correo y luego cambie aquí su correo o su contraseña.',
};

const catalogues: Record<Locale, Record<PortalMessageKey, string>> = { en, es };

export function portalMessage(locale: Locale, key: PortalMessageKey): string {
  return catalogues[locale][key];
}
