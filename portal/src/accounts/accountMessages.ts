import type { Catalogue } from 'halo_shared/i18n';

// Namespace `accounts`: the account screens of spec §2 (sign in, register, create user after a gift,
// verify account, forgot password, reset or set password).
const en = {
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
    newPassword: 'New password',
    rememberMe: 'Remember me',
  },
  login: {
    title: 'Sign in',
    submit: 'Sign in',
    or: 'or',
    google: 'Sign in with Google',
    forgotPassword: 'Forgot your password?',
    newDonor: 'New donor?',
    register: 'Create an account',
    googleFailed: 'Signing in with Google did not work. Please try again or use your email and password.',
    googleUnverified:
      'Your Google account’s email address is not verified, so it cannot be used to sign in here.',
  },
  signInCode: {
    start: 'Email me a sign-in code',
    intro: 'We will email you a six-digit code to sign in with, no password needed.',
    send: 'Email me the code',
    code: 'Sign-in code',
    codeHint: 'The six digits in the email we sent to {{email}}.',
    requestNew: 'Request a new code',
    usePassword: 'Use my password instead',
  },
  signInLink: {
    working: 'Signing you in…',
    back: 'Go to sign in',
  },
  register: {
    title: 'Register',
    intro: 'Create your donor account to manage your giving.',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  verifyAccount: {
    title: 'Verify account',
    verified: 'Verified account',
    verifiedText: 'Your email address {{email}} is verified.',
    unverified: 'Your email address {{email}} is not verified yet. We will send a verification link to it.',
    send: 'Send verification email',
    sent: 'A verification email has been sent to {{email}}. Open the link in it to verify your account.',
  },
  verifyEmail: {
    title: 'Verify email',
    working: 'Verifying your email address…',
    done: 'Your email address has been verified.',
    failed: 'This verification link is invalid or has expired.',
    resend: 'Sign in to send a new link',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter the email of your donor account and we will email you a link to choose a new password.',
    submit: 'Email me a reset link',
    back: 'Back to sign in',
  },
  resetPassword: {
    title: 'Reset password',
    setTitle: 'Create your account',
    intro: 'Choose a new password for your donor account.',
    setIntro: 'Set a password to manage your recurring gifts and personal data.',
    submit: 'Reset password',
    setSubmit: 'Set password',
    requestNew: 'Request a new link',
  },
};

const es: typeof en = {
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

export const ACCOUNTS_NAMESPACE = 'accounts';
export const accountMessages: Catalogue<typeof en> = { namespace: ACCOUNTS_NAMESPACE, en, es };
