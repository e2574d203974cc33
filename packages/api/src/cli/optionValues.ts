// Option text → typed values, at the edge of the CLI (valibot). Refusals are message keys of
// organizations/churchSettingsMessages.ts, so the runner names the option and says why.
import { parseAmountInput } from '@halo/domain';
import * as v from 'valibot';

/** `25`, `25.50`, `$1,250` → cents (the domain's reading of a typed amount). */
export const amountOption = v.pipe(
  v.string('amountInvalid'),
  v.check((text) => parseAmountInput(text) !== null, 'amountInvalid'),
  v.transform((text) => parseAmountInput(text) ?? 0),
);

/** `25,50,100,250` (or spaces between) → cents each; decimals with a point: `12.50,25`. */
export const amountListOption = v.pipe(
  v.string('amountsInvalid'),
  v.transform((text) => text.split(/[\s,;]+/).filter(Boolean)),
  v.check((items) => items.every((item) => parseAmountInput(item) !== null), 'amountsInvalid'),
  v.transform((items) => items.map((item) => parseAmountInput(item) ?? 0)),
);

/** `2.9` (percent) → 290 basis points; at most two decimals. */
export const percentOption = v.pipe(
  v.string('feePercentInvalid'),
  v.trim(),
  v.regex(/^\d{1,2}(?:\.\d{1,2})?$/, 'feePercentInvalid'),
  v.transform((text) => Math.round(Number(text) * 100)),
);

export const onOffOption = v.pipe(
  v.string('onOffInvalid'),
  v.trim(),
  v.toLowerCase(),
  v.picklist(['on', 'off'], 'onOffInvalid'),
  v.transform((text) => text === 'on'),
);

export const yesNoOption = v.pipe(
  v.string('yesNoInvalid'),
  v.trim(),
  v.toLowerCase(),
  v.picklist(['yes', 'no'], 'yesNoInvalid'),
  v.transform((text) => text === 'yes'),
);

/** A logo address, or `none` to remove the logo. */
export const logoOption = v.pipe(
  v.string('logoInvalid'),
  v.transform((text) => (text.trim().toLowerCase() === 'none' ? null : text)),
);

/** A value, or `none` to remove it (a text-to-give number). */
export const noneOrTextOption = v.pipe(
  v.string(),
  v.transform((text) => (text.trim().toLowerCase() === 'none' ? null : text)),
);
