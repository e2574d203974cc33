import type { Catalogue } from 'halo_shared/i18n';

// Namespace `host`. Page titles of spec §2 (also used for document titles), the shell's own strings.
const en = {
  titles: {
    notFound: 'Page not found',
    maintenance: 'Page in maintenance',
    login: 'Sign in',
    register: 'Register',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    verifyEmail: 'Verify email',
    signInLink: 'Sign in',
    manageRecurringGift: 'Manage your recurring gift',
    confirmGift: 'Confirm your gift',
    verifyAccount: 'Verify account',
    home: 'Online Giving - {{name}}',
    dashboard: 'Dashboard',
    transactions: 'Transactions',
    paymentMethods: 'Payment methods',
    recurringGifts: 'Recurring gifts',
    profile: 'Profile',
    profileEdit: 'Edit profile',
    adminOverview: 'Overview',
    adminGivingPage: 'Giving page',
    adminFunds: 'Funds',
    adminWebsites: 'Allowed websites',
    adminEmbedCode: 'Embed code',
    adminPayments: 'Payments',
    adminGifts: 'Gifts',
    adminDonors: 'Donors',
    adminLetterTemplates: 'Letter templates',
    adminTeam: 'Team',
    adminSecurity: 'Security',
  },
  notFound: {
    message: 'Page not found: no church is registered for this URL',
    hint: 'Check the address, or ask your church for its giving page link.',
  },
  maintenance: {
    hint: 'We are making some improvements. Please come back in a few minutes.',
  },
  failed: {
    reload: 'Reload page',
  },
  shell: {
    skipToContent: 'Skip to content',
    language: 'Language',
    progress: 'Loading',
    closeFlash: 'Close message',
    poweredBy: 'Powered by Halo Give',
  },
};

const es: typeof en = {
  titles: {
    notFound: 'Página no encontrada',
    maintenance: 'Página en mantenimiento',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    forgotPassword: 'Olvidé mi contraseña',
    resetPassword: 'Restablecer contraseña',
    verifyEmail: 'Verificar correo',
    signInLink: 'Iniciar sesión',
    manageRecurringGift: 'Administre su donación recurrente',
    confirmGift: 'Confirme su donación',
    verifyAccount: 'Verificar cuenta',
    home: 'Donaciones en línea - {{name}}',
    dashboard: 'Panel',
    transactions: 'Transacciones',
    paymentMethods: 'Métodos de pago',
    recurringGifts: 'Donaciones recurrentes',
    profile: 'Perfil',
    profileEdit: 'Editar perfil',
    adminOverview: 'Resumen',
    adminGivingPage: 'Página de donaciones',
    adminFunds: 'Fondos',
    adminWebsites: 'Sitios web permitidos',
    adminEmbedCode: 'Código para insertar',
    adminPayments: 'Pagos',
    adminGifts: 'Donaciones',
    adminDonors: 'Donantes',
    adminLetterTemplates: 'Plantillas de cartas',
    adminTeam: 'Equipo',
    adminSecurity: 'Seguridad',
  },
  notFound: {
    message: 'Página no encontrada: ninguna iglesia está registrada para esta dirección',
    hint: 'Revisa la dirección o pide a tu iglesia el enlace de su página de donaciones.',
  },
  maintenance: {
    hint: 'Estamos haciendo algunas mejoras. Vuelve en unos minutos.',
  },
  failed: {
    reload: 'Recargar la página',
  },
  shell: {
    skipToContent: 'Saltar al contenido',
    language: 'Idioma',
    progress: 'Cargando',
    closeFlash: 'Cerrar mensaje',
    poweredBy: 'Con la tecnología de Halo Give',
  },
};

export const HOST_NAMESPACE = 'host';
export const hostMessages: Catalogue<typeof en> = { namespace: HOST_NAMESPACE, en, es };
