// What the portal's phone for giving by text says (docs/PRODUCT.md §10 "Giving in one reply"): the
// refusals, the code's text message and the notice to a donor whose phone another donor verified.
import type { Locale } from '@halo/domain';

const en = {
  phoneInvalid: 'Enter a mobile phone number, e.g. (312) 555-0123 or +44 20 7946 0958.',
  noChurchNumber: '{church} does not take gifts by text.',
  tooManyCodes: 'Too many codes were sent. Please try again in {minutes} minutes.',
  tooManyCodesToPhone:
    'Too many codes were sent to this phone number. Please try again in {minutes} minutes.',
  codeInvalid: 'Enter the 6-digit code we texted you.',
  codeWrong: 'This code is incorrect. {left} tries left.',
  codeExpired: 'This code has expired or was used up. Send a new code.',
  noPhone: 'Add your phone and send a code first.',
  smsFailed: 'The code could not be texted to this number. Please check it.',
  codeText: 'Your {church} code is {code}. It expires in 10 minutes. Reply STOP to opt out.',
  takenSubject: 'Your phone no longer gives by text at {church}',
  takenBody:
    'Another donor of {church} verified the phone ending in {last4}, so gifts by text from it now go to their account, not yours. If this is your phone, verify it again in your Profile: {link}',
} as const;

export type TextGivingMessageKey = keyof typeof en;

const es: Record<TextGivingMessageKey, string> = {
  phoneInvalid: 'Escribe un número de celular, p. ej. (312) 555-0123 o +44 20 7946 0958.',
  noChurchNumber: '{church} no recibe donaciones por mensaje de texto.',
  tooManyCodes: 'Se enviaron demasiados códigos. Inténtalo de nuevo en {minutes} minutos.',
  tooManyCodesToPhone:
    'Se enviaron demasiados códigos a este número de teléfono. Inténtalo de nuevo en {minutes} minutos.',
  codeInvalid: 'Escribe el código de 6 dígitos que te enviamos por mensaje.',
  codeWrong: 'Este código no es correcto. Te quedan {left} intentos.',
  codeExpired: 'Este código venció o ya no se puede usar. Envía un código nuevo.',
  noPhone: 'Agrega tu teléfono y envía un código primero.',
  smsFailed: 'No se pudo enviar el código a este número. Revísalo.',
  codeText: 'Tu código de {church} es {code}. Vence en 10 minutos. Responde STOP para no recibir más.',
  takenSubject: 'Tu teléfono ya no dona por mensaje de texto en {church}',
  takenBody:
    'Otro donante de {church} verificó el teléfono terminado en {last4}, así que las donaciones por mensaje desde él van ahora a su cuenta y no a la tuya. Si es tu teléfono, verifícalo de nuevo en tu Perfil: {link}',
};

export function textGivingMessage(
  locale: Locale,
  key: TextGivingMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text: string = (locale === 'es' ? es : en)[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
