import { formattingLocale } from '@halo/domain';
import type { HaloState } from './haloState';

/** The locale money and dates are written in on this page: the reader's language, the church's country. */
export function selectFormattingLocale(state: HaloState): string {
  return formattingLocale(state.locale, state.organization?.contact?.country);
}
