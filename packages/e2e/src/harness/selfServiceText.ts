// What the portal's self-service screens say in English and Spanish, as portalSelfService.test.ts
// looks for it (labels, buttons, dialogs, messages, email subjects), and how they show dates.
export const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    paymentMethods: 'Payment methods',
    savedCards: 'Saved cards',
    deleteVisa: 'Delete Visa •••• 4242',
    editVisa: 'Edit Visa •••• 4242',
    deleteTitle: 'Delete this payment method?',
    deleteConfirm: 'Delete payment method',
    inUse:
      'The payment method could not be deleted. Please check whether it is used in any recurring giving.',
    editTitle: 'Update Visa •••• 4242',
    nickname: 'Nickname (optional)',
    expiry: 'Expiration date',
    save: 'Save changes',
    badExpiry: 'Date must be MM/YYYY.',
    cardUpdated: 'The payment method Visa •••• 4242 was updated.',
    recurringGifts: 'Recurring gifts',
    giftList: 'Your recurring gifts',
    pause: /^Pause gift /,
    pauseTitle: 'Pause this recurring gift?',
    pauseWarning: 'you must come back and resume it manually',
    pauseConfirm: 'Pause gift',
    paused: 'Paused',
    resume: /^Resume gift /,
    resumeTitle: 'Resume this recurring gift',
    resumeDate: 'Next gift date',
    resumeConfirm: 'Resume gift',
    resumed: 'Your recurring gift is active again. Next gift:',
    edit: /^Edit gift /,
    editGiftTitle: 'Update recurring gift',
    coverFee: 'Cover the processing fee so the church receives the whole gift',
    feeOff: 'Turning off fee coverage changes only future gifts.',
    feeDeducted: /, deducted from the gift$/,
    giftUpdated: 'Your recurring gift was updated.',
    frequencyMonthly: 'Monthly',
    deleteGift: /^Delete gift /,
    deleteGiftTitle: 'Delete this recurring gift?',
    deleteGiftConfirm: 'Delete gift',
    giftDeleted: 'Your recurring gift was deleted.',
    profile: 'Profile',
    editProfile: 'Edit profile',
    firstName: 'First name',
    chooseImage: 'Choose image',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    saveProfile: 'Save profile',
    passwordsMatch: 'Passwords must match',
    accountUpdated: 'Account updated successfully',
    imageAlt: /^Profile image of /,
    currentPassword: 'Current password',
    required: 'This is a required field',
    pendingEmail:
      /^We sent a confirmation link to .+\. Until you open it, you keep signing in with donor@example\.com\.$/,
    confirmSubject: /^Confirm your new email address$/,
    verified: 'Verified account',
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    paymentMethods: 'Métodos de pago',
    savedCards: 'Tarjetas guardadas',
    deleteVisa: 'Eliminar Visa •••• 4242',
    editVisa: 'Editar Visa •••• 4242',
    deleteTitle: '¿Eliminar este método de pago?',
    deleteConfirm: 'Eliminar método de pago',
    inUse: 'No se pudo eliminar el método de pago. Comprueba si se usa en alguna donación recurrente.',
    editTitle: 'Actualizar Visa •••• 4242',
    nickname: 'Alias (opcional)',
    expiry: 'Fecha de vencimiento',
    save: 'Guardar cambios',
    badExpiry: 'La fecha debe tener el formato MM/AAAA.',
    cardUpdated: 'Se actualizó el método de pago Visa •••• 4242.',
    recurringGifts: 'Donaciones recurrentes',
    giftList: 'Tus donaciones recurrentes',
    pause: /^Pausar la donación /,
    pauseTitle: '¿Pausar esta donación recurrente?',
    pauseWarning: 'tendrás que volver y reanudarla manualmente',
    pauseConfirm: 'Pausar donación',
    paused: 'En pausa',
    resume: /^Reanudar la donación /,
    resumeTitle: 'Reanudar esta donación recurrente',
    resumeDate: 'Fecha de la próxima donación',
    resumeConfirm: 'Reanudar donación',
    resumed: 'Tu donación recurrente vuelve a estar activa. Próxima donación:',
    edit: /^Editar la donación /,
    editGiftTitle: 'Actualizar donación recurrente',
    coverFee: 'Cubrir la comisión de procesamiento para que la iglesia reciba la donación completa',
    feeOff: 'Dejar de cubrir la comisión solo cambia las donaciones futuras.',
    feeDeducted: /, descontada de la donación$/,
    giftUpdated: 'Se actualizó tu donación recurrente.',
    frequencyMonthly: 'Mensual',
    deleteGift: /^Eliminar la donación /,
    deleteGiftTitle: '¿Eliminar esta donación recurrente?',
    deleteGiftConfirm: 'Eliminar donación',
    giftDeleted: 'Se eliminó tu donación recurrente.',
    profile: 'Perfil',
    editProfile: 'Editar perfil',
    firstName: 'Nombre',
    chooseImage: 'Elegir imagen',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    saveProfile: 'Guardar perfil',
    passwordsMatch: 'Las contraseñas deben coincidir',
    accountUpdated: 'Cuenta actualizada correctamente',
    imageAlt: /^Imagen de perfil de /,
    currentPassword: 'Contraseña actual',
    required: 'Este campo es obligatorio',
    pendingEmail:
      /^Enviamos un enlace de confirmación a .+\. Hasta que lo abras, sigues iniciando sesión con donor@example\.com\.$/,
    // The link goes out in the language the form was filled in.
    confirmSubject: /^Confirma tu nueva dirección de correo electrónico$/,
    verified: 'Cuenta verificada',
  },
} as const;

export type Locale = keyof typeof TEXT;
export type Text = (typeof TEXT)[Locale];

/** `YYYY-MM-DD` some days from now (far enough ahead to be "not in the past" in any time zone). */
export function daysFromNow(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How the portal shows a calendar date (portal/src/self-service-parts/formatCalendarDate.ts). */
/** The demo church is American: its money and dates are written in the language with `-US`. */
export const formatLocale = (locale: Locale) => `${locale}-US`;

export function shownDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(formatLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
