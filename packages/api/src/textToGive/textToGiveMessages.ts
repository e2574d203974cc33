// What a church's text-to-give number answers (docs/PRODUCT.md §10), in English and Spanish. Short:
// a text of more than 160 characters (70 with an accent) is billed as several. `{church}` is the
// church's displayed name, `{link}` the giving page opened at the gift.
import type { Locale } from '@halo/domain';

const en = {
  gift: 'Give {amount} to {church}: {link}',
  giftToFund: 'Give {amount} to {church} ({fund}): {link}',
  giftUnknownFund: 'No fund is called "{words}": choose one on the page. Give {amount} to {church}: {link}',
  outOfRange: 'Gifts to {church} by text are from {min} to {max}. Text an amount, e.g. GIVE 50.',
  unknown:
    'To give to {church}, text an amount, e.g. GIVE 50 or 50 missions. HELP for help, STOP to opt out.',
  help: '{church} text-to-give: text an amount (GIVE 50) for a secure link to give. Msg&data rates may apply. Reply STOP to opt out.{contact}',
  helpContact: ' Help: {email}',
  stopped: 'You will get no more texts from {church}. Reply START to opt back in.',
  started: 'You are opted back in to {church} text-to-give. Text GIVE 50 to give, HELP for help.',
  // Giving in one reply, from a verified phone: what YES is answered with.
  given: 'Thank you! You gave {amount} to {fund} with {card}. Your receipt is on its way by email.',
  declined: '{card} was declined: {reason} Nothing was given. Give on the page: {link}',
  authenticationRequired:
    'Your bank wants to confirm this gift, which it cannot do by text. Nothing was given. Give on the page: {link}',
  promptExpired: 'That gift was not given: its 10 minutes ran out. Text the amount again to give.',
  noPrompt: 'No gift is waiting for your reply. To give, text an amount, e.g. GIVE 50.',
  alreadyAnswered: 'We already have your YES for {amount} to {fund}: it is given once.',
  unavailable: 'Giving by text is not available right now. Nothing was given. Give on the page: {link}',
  dailyCap: 'You have given by text as often as a day allows. Give on the page: {link}',
} as const;

export type TextToGiveMessageKey = keyof typeof en;

const es: Record<TextToGiveMessageKey, string> = {
  gift: 'Dona {amount} a {church}: {link}',
  giftToFund: 'Dona {amount} a {church} ({fund}): {link}',
  giftUnknownFund:
    'Ningún fondo se llama "{words}": elige uno en la página. Dona {amount} a {church}: {link}',
  outOfRange: 'Las donaciones por texto a {church} van de {min} a {max}. Escribe un importe, p. ej. DAR 50.',
  unknown:
    'Para donar a {church}, escribe un importe, p. ej. DAR 50. AYUDA para ayuda, STOP para no recibir más.',
  help: '{church}, donar por texto: escribe un importe (DAR 50) y recibirás un enlace seguro. Pueden aplicarse tarifas. Responde STOP para no recibir más.{contact}',
  helpContact: ' Ayuda: {email}',
  stopped: 'No recibirás más mensajes de {church}. Responde START para volver a recibirlos.',
  started: 'Vuelves a recibir mensajes de {church}. Escribe DAR 50 para donar, AYUDA para ayuda.',
  given: '¡Gracias! Diste {amount} a {fund} con {card}. Tu recibo llegará por correo electrónico.',
  declined: '{card} fue rechazada: {reason} No se donó nada. Dona en la página: {link}',
  authenticationRequired:
    'Tu banco quiere confirmar esta donación y no puede hacerlo por mensaje. No se donó nada. Dona en la página: {link}',
  promptExpired: 'Esa donación no se hizo: pasaron sus 10 minutos. Escribe el importe de nuevo para donar.',
  noPrompt: 'Ninguna donación espera tu respuesta. Para donar, escribe un importe, p. ej. DAR 50.',
  alreadyAnswered: 'Ya tenemos tu SÍ para {amount} a {fund}: se dona una sola vez.',
  unavailable: 'Donar por mensaje no está disponible ahora. No se donó nada. Dona en la página: {link}',
  dailyCap: 'Ya donaste por mensaje todas las veces que se permiten en un día. Dona en la página: {link}',
};

export function textToGiveMessage(
  locale: Locale,
  key: TextToGiveMessageKey,
  params: Record<string, string> = {},
): string {
  const text: string = (locale === 'es' ? es : en)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
