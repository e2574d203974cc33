// What the halo CLI says, in English and Spanish (the language of LANG / LC_ALL, else English).
import { resolveLocale, type Locale } from '@halo/domain';

const en = {
  unknownCommand: 'Unknown command "{value}". Run npm run halo -- --help for the list.',
  badOptions: "{value} Run with --help for this command's options.",
  missingOption: '{option} is required.',
  serverHoldsDataDir:
    'The Halo Give server (process {pid} on {host}) holds {dataDir}: stop it, run this command, then start it again. With DATABASE_URL (PostgreSQL) the CLI runs while the server does.',
  dataDirUnusable: '{value}',
  onlyEmbedded:
    'With DATABASE_URL the database is PostgreSQL: back it up with pg_dump "$DATABASE_URL" > halo.sql and restore it with psql "$DATABASE_URL" < halo.sql.',
  backupMissing: 'No backup file at {value}.',
  backupUnreadable: '{value} is not a backup written by npm run halo -- backup.',
  outFileExists: '{value} already exists: choose another file name.',
  failed: 'Nothing was changed: {value}',
  noProductionMail:
    "PUBLIC_URL is {value}, a production address: set SMTP_URL (e.g. smtps://user:pass@smtp.example.org:465) so this command's email reaches its recipient, or ALLOW_FILE_MAIL=true for a staging site whose mail is only written to DATA_DIR/mail.",
  churchCreated: 'Created {name}. Giving page: {url}',
  invitationSent: 'An invitation to set a password went to {email} (valid 7 days).',
  invitationQueued:
    'An invitation to set a password is queued for {email} (valid 7 days); it could not be sent yet and will be retried by the server.',
  noChurches: 'No churches yet: npm run halo -- church:create --help',
  churchUpdated: 'Updated {name}: {url}',
  fundAdded: 'Added the fund "{name}" ({id}) to {church}.',
  fundUpdated: 'Updated the fund "{name}" ({id}): {state}.',
  originAdded: '{value} may now embed the giving form of {church}.',
  originRemoved: '{value} may no longer embed the giving form of {church}.',
  originsNow: 'Allowed websites: {value}',
  none: 'none',
  backupWritten: 'Backup of {dataDir} written to {value} ({size}).',
  restored: 'Restored {value} into {dataDir}; the previous database was kept in {previous}.',
  restoredFresh: 'Restored {value} into {dataDir}.',
  webhookAdded: 'Added the webhook endpoint {id} of {church}: {url}',
  webhookEvents: 'Events: {value}',
  webhookSecret:
    'Signing secret (shown this once; keep it where the receiving software can read it): {value}',
  webhookRemoved: 'Removed the webhook endpoint {id} ({url}); nothing more is sent to it.',
  webhookGivenUp: '{count} deliveries still waiting for it were given up.',
  noWebhooks: '{church} has no webhook endpoints: npm run halo -- webhook:add --help',
  webhookLine:
    '{id}\t{url}\tevents: {events}\tadded {added}\twaiting {waiting}\tfailed {failed}\tlast: {last}',
  webhookLastDelivered: '{type} delivered {when} ({code})',
  webhookLastWaiting: '{type} of {when} not delivered yet ({attempts} attempts, last answer {code})',
  webhookLastFailed: '{type} of {when} given up',
  webhookUrlInvalid: '--url: "{value}" is not a web address (write it like https://crm.example.org/halo).',
  webhookUrlNotHttps:
    '--url: "{value}" must start with https:// (http:// only for localhost or 127.0.0.1 on a local PUBLIC_URL).',
  webhookUrlCredentials: '--url: "{value}" may not carry a user name or password.',
  webhookUrlPrivate:
    '--url: "{value}" is a private, loopback or link-local address: a webhook goes to a public address.',
  webhookUrlKnown: '--url: "{value}" is already a webhook endpoint of this church.',
  webhookTooMany: '--url: this church already has {max} webhook endpoints: remove one first.',
  webhookEventsInvalid: '--events: "{value}" is not an event; the events are {known}.',
  webhookEndpointUnknown:
    '--endpoint: this church has no webhook endpoint "{value}" (give its whk_… id or its URL; npm run halo -- webhook:list).',
  webhookEventUnknown:
    '--event: no endpoint of this church had the event "{value}" (its msg_… id, the webhook-id header; npm run halo -- webhook:log).',
  webhookResent:
    'The event {value} is queued again for {count} endpoints; it leaves within seconds while the server runs.',
  noWebhookDeliveries: 'Nothing has been sent to {value} yet.',
  webhookLimitInvalid: '--limit: "{value}" is not a number from 1 to 500.',
  webhookDeliveryLine: '{created}\t{event}\t{type}\t{state}\tattempts {attempts}\tlast answer {code}{error}',
  webhookDelivered: 'delivered {when}',
  webhookWaiting: 'waiting, next attempt {when}',
  webhookFailed: 'given up {when}',
} as const;

export type CliMessageKey = keyof typeof en;

const es: Record<CliMessageKey, string> = {
  unknownCommand: 'Orden desconocida "{value}". Ejecuta npm run halo -- --help para ver la lista.',
  badOptions: '{value} Ejecuta con --help para ver las opciones de esta orden.',
  missingOption: '{option} es obligatorio.',
  serverHoldsDataDir:
    'El servidor de Halo Give (proceso {pid} en {host}) ocupa {dataDir}: detenlo, ejecuta esta orden y vuelve a iniciarlo. Con DATABASE_URL (PostgreSQL) la CLI funciona mientras el servidor está en marcha.',
  dataDirUnusable: '{value}',
  onlyEmbedded:
    'Con DATABASE_URL la base de datos es PostgreSQL: haz la copia con pg_dump "$DATABASE_URL" > halo.sql y restáurala con psql "$DATABASE_URL" < halo.sql.',
  backupMissing: 'No hay ninguna copia en {value}.',
  backupUnreadable: '{value} no es una copia escrita por npm run halo -- backup.',
  outFileExists: '{value} ya existe: elige otro nombre de archivo.',
  failed: 'No se cambió nada: {value}',
  noProductionMail:
    'PUBLIC_URL es {value}, una dirección de producción: define SMTP_URL (p. ej. smtps://usuario:clave@smtp.example.org:465) para que el correo de esta orden llegue a su destinatario, o ALLOW_FILE_MAIL=true en un sitio de pruebas cuyo correo solo se escribe en DATA_DIR/mail.',
  churchCreated: 'Se creó {name}. Página de donaciones: {url}',
  invitationSent: 'Se envió a {email} una invitación para crear la contraseña (válida 7 días).',
  invitationQueued:
    'La invitación para crear la contraseña de {email} está en cola (válida 7 días); aún no se pudo enviar y el servidor la reintentará.',
  noChurches: 'Aún no hay iglesias: npm run halo -- church:create --help',
  churchUpdated: 'Se actualizó {name}: {url}',
  fundAdded: 'Se añadió el fondo "{name}" ({id}) a {church}.',
  fundUpdated: 'Se actualizó el fondo "{name}" ({id}): {state}.',
  originAdded: '{value} ya puede insertar el formulario de donaciones de {church}.',
  originRemoved: '{value} ya no puede insertar el formulario de donaciones de {church}.',
  originsNow: 'Sitios web permitidos: {value}',
  none: 'ninguno',
  backupWritten: 'Copia de {dataDir} escrita en {value} ({size}).',
  restored: 'Se restauró {value} en {dataDir}; la base de datos anterior quedó en {previous}.',
  restoredFresh: 'Se restauró {value} en {dataDir}.',
  webhookAdded: 'Se añadió el webhook {id} de {church}: {url}',
  webhookEvents: 'Eventos: {value}',
  webhookSecret:
    'Secreto de firma (se muestra solo esta vez; guárdalo donde lo lea el programa que recibe): {value}',
  webhookRemoved: 'Se quitó el webhook {id} ({url}); no se le enviará nada más.',
  webhookGivenUp: 'Se abandonaron {count} envíos que aún lo esperaban.',
  noWebhooks: '{church} no tiene webhooks: npm run halo -- webhook:add --help',
  webhookLine:
    '{id}\t{url}\teventos: {events}\tañadido {added}\ten espera {waiting}\tfallidos {failed}\túltimo: {last}',
  webhookLastDelivered: '{type} entregado {when} ({code})',
  webhookLastWaiting: '{type} del {when} aún sin entregar ({attempts} intentos, última respuesta {code})',
  webhookLastFailed: '{type} del {when} abandonado',
  webhookUrlInvalid:
    '--url: "{value}" no es una dirección web (escríbela como https://crm.example.org/halo).',
  webhookUrlNotHttps:
    '--url: "{value}" debe empezar por https:// (http:// solo para localhost o 127.0.0.1 con un PUBLIC_URL local).',
  webhookUrlCredentials: '--url: "{value}" no puede llevar usuario ni contraseña.',
  webhookUrlPrivate:
    '--url: "{value}" es una dirección privada, local o de enlace local: un webhook va a una dirección pública.',
  webhookUrlKnown: '--url: "{value}" ya es un webhook de esta iglesia.',
  webhookTooMany: '--url: esta iglesia ya tiene {max} webhooks: quita uno antes.',
  webhookEventsInvalid: '--events: "{value}" no es un evento; los eventos son {known}.',
  webhookEndpointUnknown:
    '--endpoint: esta iglesia no tiene el webhook "{value}" (indica su id whk_… o su URL; npm run halo -- webhook:list).',
  webhookEventUnknown:
    '--event: ningún webhook de esta iglesia tuvo el evento "{value}" (su id msg_…, la cabecera webhook-id; npm run halo -- webhook:log).',
  webhookResent:
    'El evento {value} vuelve a estar en cola para {count} webhooks; sale en segundos mientras el servidor funciona.',
  noWebhookDeliveries: 'Aún no se ha enviado nada a {value}.',
  webhookLimitInvalid: '--limit: "{value}" no es un número del 1 al 500.',
  webhookDeliveryLine:
    '{created}\t{event}\t{type}\t{state}\tintentos {attempts}\túltima respuesta {code}{error}',
  webhookDelivered: 'entregado {when}',
  webhookWaiting: 'en espera, próximo intento {when}',
  webhookFailed: 'abandonado {when}',
};

export function cliMessage(
  locale: Locale,
  key: CliMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text: string = (locale === 'es' ? es : en)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The reader's language as the shell says it (`es_MX.UTF-8` → es). */
export function cliLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  return resolveLocale(env.LC_ALL?.split('.')[0], env.LC_MESSAGES?.split('.')[0], env.LANG?.split('.')[0]);
}
