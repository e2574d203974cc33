// The words of pledging by emailed code from a campaign's giving form (POST /api/give/pledge-code and
// its verify), in en and es. The code's own refusals are the sign-in code's (signInCodeMessages.ts).
import type { Locale } from '@halo/domain';

const en = {
  codeSent:
    'If {email} is the email of a donor of {organization}, we sent it a code to confirm your pledge. It expires in 10 minutes.',
  campaignNotFound: 'This campaign was not found.',
  campaignEnded: 'This campaign has ended: choose an open one.',
  campaignArchived: 'This campaign is archived: it takes no new pledges.',
};

export type PledgeByCodeMessageKey = keyof typeof en;

const es: Record<PledgeByCodeMessageKey, string> = {
  codeSent:
    'Si {email} es el correo de un donante de {organization}, le enviamos un código para confirmar tu promesa. Vence en 10 minutos.',
  campaignNotFound: 'No se encontró esta campaña.',
  campaignEnded: 'Esta campaña terminó: elige una abierta.',
  campaignArchived: 'Esta campaña está archivada: no recibe promesas nuevas.',
};

const catalogues: Record<Locale, Record<PledgeByCodeMessageKey, string>> = { en, es };

export function pledgeByCodeMessage(
  locale: Locale,
  key: PledgeByCodeMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
