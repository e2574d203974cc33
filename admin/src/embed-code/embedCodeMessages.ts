import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-embed-code`: the console's "Embed code" section. */
export const EMBED_CODE_NAMESPACE = 'admin-embed-code';

const en = {
  intro: 'Paste this code into your website where the giving form should appear.',
  choices: 'Form options',
  fund: 'Fund',
  defaultFund: 'The default fund',
  amount: 'Suggested amount ({{currency}}, optional)',
  amountInvalid: 'Enter an amount such as 50 or 25.50.',
  frequency: 'Frequency',
  locale: 'Form language',
  visitorLanguage: 'The visitor’s language',
  english: 'English',
  spanish: 'Español',
  code: 'Embed code',
  copy: 'Copy',
  copied: 'Copied.',
  copyFallback: 'The code is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  websitesNote: 'The form works only on websites listed in',
  websitesLink: 'Allowed websites',
  websitesList: 'Websites allowed now',
  noWebsites: 'No website is allowed yet: add yours before pasting the code.',
  preview: 'Preview',
  previewNote: 'The giving form as this code shows it.',
  frequencies: {
    one_time: 'One time',
    weekly: 'Weekly',
    every_other_week: 'Every two weeks',
    twice_a_month: 'Twice a month',
    monthly: 'Monthly',
    quarterly: 'Quarterly',
    yearly: 'Yearly',
  },
};

const es: typeof en = {
  intro: 'Pega este código en tu sitio web donde debe aparecer el formulario de donaciones.',
  choices: 'Opciones del formulario',
  fund: 'Fondo',
  defaultFund: 'El fondo predeterminado',
  amount: 'Monto sugerido ({{currency}}, opcional)',
  amountInvalid: 'Escribe un monto como 50 o 25.50.',
  frequency: 'Frecuencia',
  locale: 'Idioma del formulario',
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
    weekly: 'Semanal',
    every_other_week: 'Cada dos semanas',
    twice_a_month: 'Dos veces al mes',
    monthly: 'Mensual',
    quarterly: 'Trimestral',
    yearly: 'Anual',
  },
};

export const embedCodeMessages: Catalogue<typeof en> = { namespace: EMBED_CODE_NAMESPACE, en, es };
