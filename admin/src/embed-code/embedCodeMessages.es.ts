import { scheduleNameEs } from '@halo/domain';
import type { EmbedCodeMessagesText } from './embedCodeMessages';

// The Spanish of embedCodeMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: EmbedCodeMessagesText = {
  intro: 'Pega este código en tu sitio web donde debe aparecer el formulario de donaciones.',
  choices: 'Opciones del formulario',
  fund: 'Fondo',
  defaultFund: 'El fondo predeterminado',
  amount: 'Monto sugerido ({{currency}}, opcional)',
  amountInvalid: 'Escribe un monto como 50 o 25.50.',
  frequency: 'Frecuencia',
  locale: 'Idioma del formulario',
  campaign: 'Campaña',
  noCampaign: 'Ninguna: el formulario de siempre',
  campaignLink: 'La página de la campaña:',
  visitorLanguage: 'El idioma del visitante',
  english: 'English',
  spanish: 'Español',
  code: 'Código para insertar',
  copy: 'Copiar',
  copied: 'Copiado.',
  copyFallback: 'El código está seleccionado: pulsa Ctrl+C (⌘C en Mac) para copiarlo.',
  websitesNote: 'El formulario solo funciona en los sitios web de',
  websitesLink: 'Sitios web permitidos',
  websitesList: 'Sitios web permitidos ahora',
  noWebsites: 'Aún no hay sitios web permitidos: agrega el tuyo antes de pegar el código.',
  preview: 'Vista previa',
  previewNote: 'El formulario de donaciones tal como lo muestra este código.',
  frequencies: {
    one_time: 'Una vez',
    ...scheduleNameEs,
  },
};
