import type { AccountMessagesText } from './accountMessages';

// The Spanish of accountMessages.ts, in the `portal-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: AccountMessagesText = {
  fields: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordConfirmation: 'Confirmar contraseña',
    newPassword: 'Nueva contraseña',
    rememberMe: 'Recordarme',
  },
  login: {
    title: 'Iniciar sesión',
    submit: 'Iniciar sesión',
    or: 'o',
    google: 'Iniciar sesión con Google',
    forgotPassword: '¿Olvidaste tu contraseña?',
    newDonor: '¿Eres un donante nuevo?',
    register: 'Crea una cuenta',
    googleFailed: 'No se pudo iniciar sesión con Google. Inténtalo de nuevo o usa tu correo y contraseña.',
    googleUnverified:
      'El correo de tu cuenta de Google no está verificado, por lo que no se puede usar para iniciar sesión aquí.',
  },
  signInCode: {
    start: 'Envíenme un código de acceso',
    intro: 'Te enviaremos por correo un código de seis dígitos para iniciar sesión, sin contraseña.',
    send: 'Enviarme el código',
    code: 'Código de acceso',
    codeHint: 'Los seis dígitos del correo que enviamos a {{email}}.',
    requestNew: 'Solicitar un código nuevo',
    usePassword: 'Usar mi contraseña',
  },
  signInLink: {
    working: 'Iniciando sesión…',
    back: 'Ir a iniciar sesión',
  },
  register: {
    title: 'Registrarse',
    intro: 'Crea tu cuenta de donante para administrar tus donaciones.',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Inicia sesión',
  },
  verifyAccount: {
    title: 'Verificar cuenta',
    verified: 'Cuenta verificada',
    verifiedText: 'Tu dirección de correo {{email}} está verificada.',
    unverified:
      'Tu dirección de correo {{email}} aún no está verificada. Te enviaremos un enlace de verificación.',
    send: 'Enviar correo de verificación',
    sent: 'Se ha enviado un correo de verificación a {{email}}. Abre el enlace para verificar tu cuenta.',
  },
  verifyEmail: {
    title: 'Verificar correo',
    working: 'Verificando tu dirección de correo…',
    done: 'Tu dirección de correo ha sido verificada.',
    failed: 'Este enlace de verificación no es válido o ha caducado.',
    resend: 'Inicia sesión para enviar un enlace nuevo',
  },
  forgotPassword: {
    title: 'Olvidé mi contraseña',
    intro:
      'Escribe el correo de tu cuenta de donante y te enviaremos un enlace para elegir una nueva contraseña.',
    submit: 'Enviarme el enlace',
    back: 'Volver a iniciar sesión',
  },
  resetPassword: {
    title: 'Restablecer contraseña',
    setTitle: 'Crea tu cuenta',
    intro: 'Elige una nueva contraseña para tu cuenta de donante.',
    setIntro: 'Crea una contraseña para administrar tus donaciones recurrentes y tus datos personales.',
    submit: 'Restablecer contraseña',
    setSubmit: 'Crear contraseña',
    requestNew: 'Pedir un enlace nuevo',
  },
};
