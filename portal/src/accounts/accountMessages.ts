import type { Catalogue } from 'halo_shared/i18n';

// Namespace `accounts`: the account screens of docs/PRODUCT.md §2 (sign in, register, create user after a gift,
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

export const ACCOUNTS_NAMESPACE = 'accounts';
export const accountMessages: Catalogue<AccountMessagesText> = {
  namespace: ACCOUNTS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "portal-es" */ './accountMessages.es').then((module) => module.es),
};

export type AccountMessagesText = typeof en;
