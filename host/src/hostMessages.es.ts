import type { HostMessagesText } from './hostMessages';

// The Spanish of hostMessages.ts, in the `host-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: HostMessagesText = {
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
