// The giving page settings only the admin console sets so far (the others are the halo CLI's too,
// organizations/churchFields.ts): the brand colour, readable under white text, and the short
// message above the form.
import type { Locale } from '@halo/domain';
import { validationError } from '../graphql/portalErrors';
import { adminMessage } from './adminMessages';
import { contrastWithWhite, isReadableUnderWhiteText, normalizeHexColour } from './brandColour';

export const GIVING_MESSAGE_MAX_LENGTH = 280;

/** The colour to store (null: Halo Give's own), or a validation error on `brandColor`. */
export function parseBrandColour(text: string | null, locale: Locale): string | null {
  if (text === null || text.trim() === '') return null;
  const colour = normalizeHexColour(text);
  if (!colour) throw validationError({ brandColor: [adminMessage(locale, 'brandColorInvalid')] });
  if (!isReadableUnderWhiteText(colour)) {
    const ratio = (Math.floor(contrastWithWhite(colour) * 10) / 10).toFixed(1);
    throw validationError({
      brandColor: [adminMessage(locale, 'brandColorUnreadable', { value: colour, ratio })],
    });
  }
  return colour;
}

/** The message to store (null: none), or a validation error on `givingMessage`. */
export function parseGivingMessage(text: string | null, locale: Locale): string | null {
  const message = text?.trim() ?? '';
  if (message === '') return null;
  if ([...message].length > GIVING_MESSAGE_MAX_LENGTH) {
    throw validationError({ givingMessage: [adminMessage(locale, 'givingMessageTooLong')] });
  }
  return message;
}
