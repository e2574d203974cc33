// The words of sign-in by emailed code (POST /sign-in-code), its email and its refusals, in en and es;
// also the email of the code sent to confirm a pledge (POST /api/give/pledge-code), which is a code of
// its own that cannot sign in.
import type { Locale } from '@halo/domain';

const en = {
  codeSent: 'If an account exists for {email}, we sent a code. It expires in 10 minutes.',
  codeWrong: 'That code is not right. {attempts} attempts left.',
  codeWrongLast: 'That code is not right. 1 attempt left.',
  codeDead: 'This code no longer works. Request a new code.',
  linkInvalid: 'This sign-in link no longer works. Request a new code.',
  subject: 'Your sign-in code: {code}',
  intro: 'Your code to sign in to your donor account at {organization} is {code}.',
  action: 'Or sign in with this link:',
  expiry:
    'The code and the link work once and expire in 10 minutes. If you did not ask for them, ignore this email.',
  pledgeSubject: 'Your code to confirm your pledge: {code}',
  pledgeIntro: 'Your code to confirm your pledge of {amount} to {campaign} at {organization} is {code}.',
  pledgeExpiry:
    'Type it on the giving form. It confirms only this pledge, not a sign-in, works once and expires in 10 minutes. If you did not ask for it, ignore this email: no pledge is made without it.',
};

export type SignInCodeMessageKey = keyof typeof en;

const es: Record<SignInCodeMessageKey, string> = {
  codeSent: 'Si existe una cuenta para {email}, enviamos un código. Vence en 10 minutos.',
  codeWrong: 'Ese código no es correcto. Quedan {attempts} intentos.',
  codeWrongLast: 'Ese código no es correcto. Queda 1 intento.',
  codeDead: 'Este código ya no funciona. Solicita un código nuevo.',
  linkInvalid: 'Este enlace de acceso ya no funciona. Solicita un código nuevo.',
  subject: 'Tu código de acceso: {code}',
  intro: 'Tu código para iniciar sesión en tu cuenta de donante de {organization} es {code}.',
  action: 'O inicia sesión con este enlace:',
  expiry:
    'El código y el enlace funcionan una vez y vencen en 10 minutos. Si no los pediste, ignora este correo.',
  pledgeSubject: 'Tu código para confirmar tu promesa: {code}',
  pledgeIntro: 'Tu código para confirmar tu promesa de {amount} a {campaign} en {organization} es {code}.',
  pledgeExpiry:
    'Escríbelo en el formulario de donación. Solo confirma esta promesa, no sirve para iniciar sesión, funciona una vez y vence en 10 minutos. Si no lo pediste, ignora este correo: sin él no se hace ninguna promesa.',
};

const catalogues: Record<Locale, Record<SignInCodeMessageKey, string>> = { en, es };

export function signInCodeMessage(
  locale: Locale,
  key: SignInCodeMessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
