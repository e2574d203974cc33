import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-security`: the console's "Security" page and the dialog asking for a code. */
export const SECURITY_NAMESPACE = 'admin-security';

const en = {
  statusTitle: 'Second factor',
  enrolledSince: 'An authenticator app protects your account since {{date}}.',
  notEnrolled: 'No second factor is set up.',
  required:
    'Refunding gifts, changing the team, and the church’s webhooks and API keys need a second factor: a code from an authenticator app on your phone.',
  optional:
    'A code from an authenticator app on your phone keeps your account safe even if your password leaks.',
  verified: 'You confirmed it is you in this session.',
  notVerified: 'You have not confirmed it is you in this session yet.',
  codesLeft_one: '{{count}} recovery code left.',
  codesLeft_other: '{{count}} recovery codes left.',
  start: 'Set up a second factor',
  scanTitle: 'Scan with your authenticator app',
  scanHelp:
    'Open an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), add an account and scan this code.',
  qrLabel: 'QR code to scan with an authenticator app',
  secretLabel: 'Or type this key',
  codesTitle: 'Recovery codes',
  codesHelp:
    'Keep these codes somewhere safe: each one works once if you lose your phone. They are shown only now.',
  download: 'Download recovery codes',
  codesFile: 'Halo Give recovery codes for {{email}}',
  confirmTitle: 'Type the code your app shows',
  code: 'Code',
  codeHint: '6 digits from your authenticator app',
  anyCodeHint: '6 digits from your authenticator app, or one of your recovery codes',
  confirm: 'Turn on',
  enrolled: 'Your second factor is on.',
  verifyTitle: 'Confirm it is you',
  verify: 'Confirm',
  regenerate: 'New recovery codes',
  regenerated: 'New recovery codes are ready; the old ones no longer work.',
  remove: 'Remove second factor',
  removeTitle: 'Remove your second factor?',
  removeExplanation:
    'Refunds and team changes will wait until you set one up again. Type a code to confirm it is you.',
  removed: 'Your second factor was removed.',
  cancel: 'Cancel',
  failed: 'Something went wrong, please try again.',
  enrolFirstTitle: 'Set up a second factor first',
  enrolFirst:
    'Refunding gifts and changing the team need a code from an authenticator app. Set it up on the Security page, then try again.',
  goToSecurity: 'Go to Security',
};

export const securityMessages: Catalogue<SecurityMessagesText> = {
  namespace: SECURITY_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './securityMessages.es').then((module) => module.es),
};

export type SecurityMessagesText = typeof en;
