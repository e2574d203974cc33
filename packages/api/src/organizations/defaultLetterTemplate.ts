// The statement letter every church starts with, in its language; the placeholders are those the
// statement PDF fills in (reports/contributionReports.ts).
import type { Locale } from '@halo/domain';

export interface LetterTemplateText {
  title: string;
  subject: string;
  body: string;
}

const TEMPLATES: Record<Locale, LetterTemplateText> = {
  en: {
    title: 'Annual Contribution Statement',
    subject: 'Your {{period}} contribution statement from {{churchName}}',
    body:
      'Dear {{donorName}},\n\n' +
      'Thank you for your faithful generosity to {{churchName}}. Our records show total ' +
      'contributions of {{total}} for {{period}}.\n\n' +
      'No goods or services were provided in exchange for these contributions.\n\n' +
      'With gratitude,\n{{churchName}}',
  },
  es: {
    title: 'Constancia anual de donativos',
    subject: 'Tu constancia de donativos de {{period}} de {{churchName}}',
    body:
      'Estimado/a {{donorName}}:\n\n' +
      'Gracias por tu fiel generosidad con {{churchName}}. Nuestros registros muestran donativos ' +
      'por un total de {{total}} en {{period}}.\n\n' +
      'No se entregaron bienes ni servicios a cambio de estos donativos.\n\n' +
      'Con gratitud,\n{{churchName}}',
  },
};

export function defaultLetterTemplate(locale: Locale): LetterTemplateText {
  return TEMPLATES[locale];
}
