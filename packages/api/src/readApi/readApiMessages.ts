// The read API's refusals, in the request's language (Accept-Language / X-Locale).
import type { Locale } from '@halo/domain';

const en = {
  keyMissing: 'Send an API key of the church as Authorization: Bearer hg_live_….',
  keyRefused: 'This API key is unknown, revoked or of another church.',
  abilityMissing: 'This API key may not read this: give a key with the ability {ability}.',
  limitInvalid: 'Ask for 1 to 100 rows at a time.',
  cursorInvalid: 'This cursor is not one this list gave: start again without it.',
};

const es: typeof en = {
  keyMissing: 'Envía una clave de API de la iglesia como Authorization: Bearer hg_live_….',
  keyRefused: 'Esta clave de API es desconocida, está revocada o es de otra iglesia.',
  abilityMissing: 'Esta clave de API no puede leer esto: usa una clave con la capacidad {ability}.',
  limitInvalid: 'Pide de 1 a 100 filas cada vez.',
  cursorInvalid: 'Este cursor no lo dio esta lista: empieza de nuevo sin él.',
};

export function readApiMessage(locale: Locale, key: keyof typeof en, ability = ''): string {
  return (locale === 'es' ? es : en)[key].replace('{ability}', ability);
}
