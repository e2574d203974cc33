import { FREQUENCY_VALUES, type Frequency } from './constants';

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCY_VALUES as readonly string[]).includes(value);
}
