// What an administrator reads when the console's Webhooks section refuses a change, in English and
// Spanish; each names the field it is about (the core's refusals, core/webhooks/webhookEndpoints.ts).
import type { Locale } from '@halo/domain';

const en = {
  urlInvalid: 'Enter a web address, like https://crm.example.org/halo.',
  notHttps: 'The address must start with https://.',
  credentials: 'The address may not carry a user name or password.',
  privateAddress: 'This is a private, loopback or link-local address: a webhook goes to a public address.',
  urlKnown: 'This address is already one of the church’s webhook endpoints.',
  tooMany: 'The church already has {max} webhook endpoints: remove one first.',
  eventsNone: 'Choose at least one event.',
  eventsInvalid: '“{value}” is not an event.',
  endpointUnknown: 'This webhook endpoint was removed or does not exist.',
  eventUnknown: 'No endpoint of this church had this event.',
  limitInvalid: 'Ask for 1 to {max} deliveries.',
} as const;

export type WebhookMessageKey = keyof typeof en;

const es: Record<WebhookMessageKey, string> = {
  urlInvalid: 'Escribe una dirección web, como https://crm.example.org/halo.',
  notHttps: 'La dirección debe empezar por https://.',
  credentials: 'La dirección no puede llevar usuario ni contraseña.',
  privateAddress: 'Es una dirección privada, local o de enlace local: un webhook va a una dirección pública.',
  urlKnown: 'Esta dirección ya es uno de los webhooks de la iglesia.',
  tooMany: 'La iglesia ya tiene {max} webhooks: quita uno antes.',
  eventsNone: 'Elige al menos un evento.',
  eventsInvalid: '«{value}» no es un evento.',
  endpointUnknown: 'Este webhook se quitó o no existe.',
  eventUnknown: 'Ningún webhook de esta iglesia tuvo este evento.',
  limitInvalid: 'Pide de 1 a {max} envíos.',
};

const catalogues: Record<Locale, Record<WebhookMessageKey, string>> = { en, es };

export function webhookMessage(
  locale: Locale,
  key: WebhookMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
