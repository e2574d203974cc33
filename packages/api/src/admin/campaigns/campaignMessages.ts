// What an administrator reads when a campaign is refused, in English and Spanish.
import type { Locale } from '@halo/domain';

const en = {
  nameRequired: 'Write the campaign’s name.',
  slugRequired: 'Write the campaign’s address, e.g. building-fund.',
  tooLong: 'This may have at most {max} characters.',
  slugFormat: 'Use lowercase letters and digits joined by single hyphens, e.g. building-fund.',
  slugTaken: 'Another campaign of this church uses or used this address: choose another.',
  goalRange: 'Enter a goal from {min} to {max}.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  endBeforeStart: 'The end date cannot be before the start date.',
  fundsRequired: 'Choose the fund the campaign gives to.',
  tooManyFunds: 'Choose at most {max} funds.',
  fundUnavailable: 'Choose funds of this church that are enabled and shown online.',
  fundTwice: 'Choose each fund once.',
  imageAltRequired: 'Describe the image for people who cannot see it, e.g. The new roof going up.',
  imageInvalid: 'Upload the image again: this one is not in the church’s storage.',
} as const;

export type CampaignMessageKey = keyof typeof en;

const es: Record<CampaignMessageKey, string> = {
  nameRequired: 'Escribe el nombre de la campaña.',
  slugRequired: 'Escribe la dirección de la campaña, p. ej. fondo-de-construccion.',
  tooLong: 'Puede tener como máximo {max} caracteres.',
  slugFormat: 'Usa minúsculas y dígitos unidos por un solo guion, p. ej. fondo-de-construccion.',
  slugTaken: 'Otra campaña de esta iglesia usa o usó esta dirección: elige otra.',
  goalRange: 'Escribe una meta de {min} a {max}.',
  invalidDate: 'Escribe la fecha como AAAA-MM-DD.',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
  fundsRequired: 'Elige el fondo al que da la campaña.',
  tooManyFunds: 'Elige como máximo {max} fondos.',
  fundUnavailable: 'Elige fondos de esta iglesia que estén activos y se muestren en línea.',
  fundTwice: 'Elige cada fondo una sola vez.',
  imageAltRequired: 'Describe la imagen para quien no puede verla, p. ej. El techo nuevo en construcción.',
  imageInvalid: 'Vuelve a subir la imagen: esta no está en el almacenamiento de la iglesia.',
};

const catalogues: Record<Locale, Record<CampaignMessageKey, string>> = { en, es };

export function campaignMessage(
  locale: Locale,
  key: CampaignMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
