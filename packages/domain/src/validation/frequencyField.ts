import * as v from 'valibot';
import { FREQUENCY_VALUES } from '../constants';

/** One of the recurring frequencies; anything else, empty included, asks for a choice. */
export const frequencyField = v.picklist(FREQUENCY_VALUES, 'validation.frequencyRequired');
