import * as v from 'valibot';
import { IMAGE_LIMITS } from '../constants';
import { toCents } from '../money';
import { checkWithParams } from './checkWithParams';
import type { ValidationKey } from './messages';
import { firstIssueOnly } from './firstIssueOnly';

/** What a `File` or `Blob` tells about itself, and what a server knows of an upload. */
export interface ImageFileLike {
  type: string;
  size: number;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

const isFileLike = (input: unknown): input is ImageFileLike =>
  typeof input === 'object' &&
  input !== null &&
  typeof (input as ImageFileLike).type === 'string' &&
  typeof (input as ImageFileLike).size === 'number';

// 1024-based, matching the spec's own "1MB (1048576 bytes)".
function sizeLabel(bytes: number): string {
  const mb = bytes / 1048576;
  if (Number.isInteger(mb)) return `${mb}MB`;
  return `${Math.round(bytes / 1024)}KB`;
}

/**
 * A jpeg or png image no bigger than `maxBytes`. The two limits of docs/PRODUCT.md §5 get their own messages
 * ('must not exceed 1MB' / '500KB'); any other limit says 'Image must be less than {{size}}'. The
 * value passes through unchanged, so a `File` stays a `File`.
 */
export function imageFileField<TFile extends ImageFileLike = ImageFileLike>({
  maxBytes,
}: {
  maxBytes: number;
}) {
  toCents(maxBytes, 'maxBytes');
  const [key, params]: [ValidationKey, Record<string, string>] =
    maxBytes === IMAGE_LIMITS.maxBytes1MB
      ? ['validation.imageMax1MB', {}]
      : maxBytes === IMAGE_LIMITS.maxBytes500KB
        ? ['validation.imageMax500KB', {}]
        : ['validation.imageTooLarge', { size: sizeLabel(maxBytes) }];
  return firstIssueOnly(
    v.pipe(
      v.custom<TFile>(isFileLike, 'validation.required'),
      v.check(
        (file: TFile) => (IMAGE_LIMITS.types as readonly string[]).includes(file.type),
        'validation.imageType',
      ),
      checkWithParams((file: TFile) => file.size <= maxBytes, key, params),
    ),
  );
}

/**
 * Width and height both strictly below the limits ('Image dimensions must be less than
 * {{width}}x{{height}}'), for the pipe of a schema whose output has `width` and `height`.
 */
export function imageDimensionsCheck<TInput extends ImageDimensions = ImageDimensions>({
  maxWidth,
  maxHeight,
}: {
  maxWidth: number;
  maxHeight: number;
}) {
  return checkWithParams(
    (input: TInput) => input.width < maxWidth && input.height < maxHeight,
    'validation.imageDimensions',
    { width: maxWidth, height: maxHeight },
  );
}
