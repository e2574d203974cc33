import * as v from 'valibot';
import { emailField } from './emailField';
import { firstIssueOnly } from './firstIssueOnly';
import { stringField } from './requiredString';

/** A gift given in honour of someone living, or in memory of someone who has died. */
export const DEDICATION_KINDS = ['honor', 'memory'] as const;
export type DedicationKind = (typeof DEDICATION_KINDS)[number];

/** The longest name a dedication keeps: a person's full name, not a letter. */
export const DEDICATION_NAME_MAX = 100;

/**
 * "In honour of / in memory of" a person, given with a gift: the person's name, and optionally an
 * address to tell of the gift (never its amount) with the name it is told to be from. Blank optional
 * fields are '' (none).
 */
export const dedicationField = v.object(
  {
    kind: v.picklist(DEDICATION_KINDS, 'validation.required'),
    name: stringField({ max: DEDICATION_NAME_MAX }),
    notify_email: v.optional(
      firstIssueOnly(
        v.pipe(
          v.string('validation.email'),
          v.trim(),
          v.check((text: string) => text === '' || v.is(emailField, text), 'validation.email'),
        ),
      ),
      '',
    ),
    notify_sender: v.optional(
      firstIssueOnly(
        v.pipe(
          v.string('validation.invalid'),
          v.trim(),
          v.maxLength(DEDICATION_NAME_MAX, 'validation.maxLength'),
        ),
      ),
      '',
    ),
  },
  'validation.required',
);

export type Dedication = v.InferOutput<typeof dedicationField>;
export type DedicationInput = v.InferInput<typeof dedicationField>;
