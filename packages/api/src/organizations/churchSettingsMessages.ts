// What an administrator reads when a church setting is refused (the halo CLI, the admin console),
// in English and Spanish. `{value}` is what was given, `{min}`/`{max}` limits.
import type { Locale } from '@halo/domain';

const en = {
  subdomainInvalid:
    'The subdomain must be a DNS label: 1 to 63 lowercase letters, digits or hyphens, not starting or ending with a hyphen.',
  subdomainReserved: 'The subdomain "{value}" is reserved for Halo Give itself.',
  subdomainTaken: 'The subdomain "{value}" is already taken by another church.',
  subdomainUnknown: 'No church has the subdomain "{value}".',
  nameRequired: 'The name is required (at most 200 characters).',
  timeZoneUnknown: 'Unknown time zone "{value}": use an IANA name such as America/New_York.',
  currencyInvalid: '"{value}" is not an ISO 4217 currency code with two decimals, such as USD or EUR.',
  emailInvalid: '"{value}" is not a valid email address.',
  countryInvalid: '"{value}" is not a two-letter country code (ISO 3166), such as US or MX.',
  localeInvalid: 'The language must be en or es.',
  logoInvalid: 'The logo must be an https:// (or http://) address of an image.',
  amountInvalid: '"{value}" is not an amount (write it like 25 or 25.50).',
  amountsInvalid: 'Give 1 to 6 preset amounts separated by commas, such as 25,50,100,250.',
  amountRangeInvalid: 'The minimum must be above zero and the maximum cannot be lower than the minimum.',
  amountOutsideRange: 'Each preset amount must be between the minimum and the maximum.',
  feePercentInvalid: 'The fee percentage must be from 0 to 10, with at most two decimals (2.9 for 2.9%).',
  onOffInvalid: 'Write on or off.',
  yesNoInvalid: 'Write yes or no.',
  fundNameRequired: 'The fund name is required (at most 100 characters).',
  fundNameTaken: 'This church already has a fund named "{value}".',
  fundUnknown: 'This church has no fund "{value}" (give its name or its fund_… id).',
  defaultFundStays: 'The default fund stays visible and enabled: donors who choose no fund give to it.',
  fundInRecurringUse:
    'The fund "{value}" is in {count} active recurring gifts: they would keep charging to a disabled fund. Move or end those gifts first.',
  originInvalid:
    '"{value}" is not a website address: write scheme://host[:port], such as https://www.cedarhill.org; *. before the host allows its subdomains, :* any port.',
  originTooWide:
    '"{value}" would allow every site under "{suffix}", a public suffix (a top-level domain such as .org or .co.uk, or a shared host such as github.io) whose sites are anyone\'s: name the church\'s own domain, such as https://*.cedarhill.org.',
  originKnown: '"{value}" is already an allowed website.',
  originUnknown: '"{value}" is not one of this church\'s allowed websites.',
  nothingToChange: 'Nothing to change: give at least one setting.',
  abilitiesInvalid:
    'Abilities are a list of manage-giving, view-gifts, refund-gifts, record-gifts, send-statements, manage-team.',
  accountUnknown: 'This church has no account with the address "{value}".',
  secondFactorMissing: '"{value}" has no second factor to reset.',
  smsNumberInvalid:
    '"{value}" is not a phone number in E.164 form: + then the country code and the number, such as +15551234567.',
  smsNumberTaken: 'The number {value} is already the text-to-give number of another church.',
} as const;

export type ChurchSettingsMessageKey = keyof typeof en;

const es: Record<ChurchSettingsMessageKey, string> = {
  subdomainInvalid:
    'El subdominio debe ser una etiqueta DNS: de 1 a 63 letras minúsculas, dígitos o guiones, sin guion al principio ni al final.',
  subdomainReserved: 'El subdominio "{value}" está reservado para Halo Give.',
  subdomainTaken: 'El subdominio "{value}" ya lo usa otra iglesia.',
  subdomainUnknown: 'Ninguna iglesia tiene el subdominio "{value}".',
  nameRequired: 'El nombre es obligatorio (200 caracteres como máximo).',
  timeZoneUnknown: 'Zona horaria desconocida "{value}": usa un nombre IANA como America/Mexico_City.',
  currencyInvalid: '"{value}" no es un código de moneda ISO 4217 con dos decimales, como USD o EUR.',
  emailInvalid: '"{value}" no es un correo electrónico válido.',
  countryInvalid: '"{value}" no es un código de país de dos letras (ISO 3166), como US o MX.',
  localeInvalid: 'El idioma debe ser en o es.',
  logoInvalid: 'El logotipo debe ser una dirección https:// (o http://) de una imagen.',
  amountInvalid: '"{value}" no es un importe (escríbelo como 25 o 25.50).',
  amountsInvalid: 'Indica de 1 a 6 importes predefinidos separados por comas, como 25,50,100,250.',
  amountRangeInvalid: 'El mínimo debe ser mayor que cero y el máximo no puede ser menor que el mínimo.',
  amountOutsideRange: 'Cada importe predefinido debe estar entre el mínimo y el máximo.',
  feePercentInvalid:
    'El porcentaje de comisión debe ir de 0 a 10, con dos decimales como máximo (2.9 para 2,9 %).',
  onOffInvalid: 'Escribe on u off.',
  yesNoInvalid: 'Escribe yes o no.',
  fundNameRequired: 'El nombre del fondo es obligatorio (100 caracteres como máximo).',
  fundNameTaken: 'Esta iglesia ya tiene un fondo llamado "{value}".',
  fundUnknown: 'Esta iglesia no tiene el fondo "{value}" (indica su nombre o su id fund_…).',
  defaultFundStays: 'El fondo predeterminado sigue visible y activo: quien no elige fondo dona a él.',
  fundInRecurringUse:
    'El fondo "{value}" está en {count} donaciones recurrentes activas: seguirían cobrándose a un fondo desactivado. Muévelas o termínalas antes.',
  originInvalid:
    '"{value}" no es una dirección de sitio web: escribe esquema://host[:puerto], como https://www.cedarhill.org; *. antes del host admite sus subdominios, :* cualquier puerto.',
  originTooWide:
    '"{value}" admitiría todos los sitios bajo "{suffix}", un sufijo público (un dominio de primer nivel como .org o .co.uk, o un alojamiento compartido como github.io) cuyos sitios son de cualquiera: indica el dominio de la iglesia, como https://*.cedarhill.org.',
  originKnown: '"{value}" ya es un sitio web permitido.',
  originUnknown: '"{value}" no es uno de los sitios web permitidos de esta iglesia.',
  nothingToChange: 'Nada que cambiar: indica al menos un ajuste.',
  abilitiesInvalid:
    'Las capacidades son una lista de manage-giving, view-gifts, refund-gifts, record-gifts, send-statements, manage-team.',
  accountUnknown: 'Esta iglesia no tiene ninguna cuenta con la dirección "{value}".',
  secondFactorMissing: '"{value}" no tiene un segundo factor que restablecer.',
  smsNumberInvalid:
    '"{value}" no es un número de teléfono en formato E.164: + seguido del código de país y el número, como +15551234567.',
  smsNumberTaken: 'El número {value} ya es el número para donar por mensaje de texto de otra iglesia.',
};

export function churchSettingsMessage(
  locale: Locale,
  key: ChurchSettingsMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text: string = (locale === 'es' ? es : en)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
