import type { AccessibilityMessagesText } from './accessibilityMessages';

// The Spanish of accessibilityMessages.ts, in the `host-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: AccessibilityMessagesText = {
  title: 'Declaración de accesibilidad',
  intro:
    'Halo Give es la forma en que las iglesias reciben donaciones en línea: el formulario de donación en el sitio web de una iglesia y en su página de donaciones, el portal donde los donantes ven y cambian sus donaciones, y la consola desde la que la iglesia lo administra. Queremos que todas las personas puedan donar, sea cual sea el dispositivo o la tecnología de apoyo que usen.',
  claimTitle: 'Lo que declaramos',
  claimIntro:
    'Nuestro objetivo son las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cada parte de Halo Give las cumple parcialmente: las limitaciones de abajo indican dónde sabemos que no llega o dónde aún no lo hemos comprobado.',
  parts: {
    givingForm:
      'El formulario de donación (en el sitio web de una iglesia y en su página de donaciones): cumple parcialmente las WCAG 2.2 AA.',
    portal:
      'El portal del donante (inicio de sesión, panel, transacciones, donaciones recurrentes, métodos de pago, perfil): cumple parcialmente las WCAG 2.2 AA.',
    console: 'La consola de la iglesia: cumple parcialmente las WCAG 2.2 AA.',
  },
  checksTitle: 'Cómo lo comprobamos',
  checks: {
    axe: 'Cada pantalla, diálogo y paso se comprueba con axe-core en un navegador real, en inglés y en español, cada vez que se prueba el producto.',
    keyboard:
      'El formulario de donación, el portal y la consola se prueban solo con el teclado: se llega a cada recorrido, el foco se ve y los diálogos retienen el foco.',
    narrow:
      'El formulario de donación, las pantallas del portal y las secciones de la consola se prueban con 320 px de ancho: nada se desplaza hacia los lados y el texto se reacomoda en lugar de cortarse.',
    contrast:
      'Una iglesia no puede elegir un color de marca sobre el que no se lea el texto blanco (contraste menor de 4.5:1).',
    motion:
      'Si se pide reducir el movimiento, nada se anima; el modo oscuro sigue la configuración del dispositivo.',
  },
  limitationsTitle: 'Limitaciones conocidas',
  limitations: {
    pdf: 'Los estados de cuenta y recibos en PDF no están etiquetados: un lector de pantalla los lee como texto plano, sin encabezados ni estructura de tabla. Las mismas donaciones están en la pantalla de transacciones y en su descarga CSV.',
    wcag22:
      'Nuestras comprobaciones automáticas usan las reglas de WCAG 2.0 y 2.1 de axe-core. Los criterios nuevos de WCAG 2.2 (como el tamaño del objetivo, el foco no oculto y la autenticación accesible) aún no se comprueban automáticamente ni se han revisado pantalla por pantalla.',
    stripe:
      'Cuando una iglesia recibe donaciones reales, los campos del número de tarjeta los proporciona Stripe, nuestro procesador de pagos, y un banco puede pedir al donante que confirme un pago en una página propia; no controlamos su accesibilidad.',
    email: 'Nuestros correos electrónicos no se comprueban con herramientas automáticas.',
    churchContent:
      'Lo que una iglesia escribe o sube (su logo, su mensaje y los nombres de sus fondos) y el sitio web de la iglesia alrededor del formulario de donación son de la iglesia.',
    assistiveTech: 'Aún no hemos probado con todas las combinaciones de lector de pantalla y navegador.',
  },
  reportTitle: 'Informar de una barrera',
  reportChurch:
    'Si algo te impide donar o administrar tus donaciones, díselo a {{church}}: administra sus donaciones con Halo Give y nos hace llegar las barreras.',
  reportChurchEmail:
    'Si algo te impide donar o administrar tus donaciones, escribe a {{church}} a {{email}}: administra sus donaciones con Halo Give y nos hace llegar las barreras.',
  reportNoChurch:
    'Si algo te impide donar o administrar tus donaciones, díselo a la iglesia cuya página de donaciones estabas usando: nos hace llegar las barreras.',
  reportWhat:
    'Indica en qué página estabas, qué intentabas hacer y qué dispositivo y tecnología de apoyo usas.',
  updated: 'Esta declaración se revisó por última vez el 2 de diciembre de 2026.',
};
