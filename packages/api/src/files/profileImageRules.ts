// The rules an uploaded profile image must pass (docs/PRODUCT.md §5: jpeg or png, 1MB, dimensions), checked on
// its real bytes with @halo/domain's schemas so the messages match the browser's word for word.
import {
  IMAGE_LIMITS,
  imageDimensionsCheck,
  imageFileField,
  translateIssue,
  type Locale,
} from '@halo/domain';
import * as v from 'valibot';
import { probeImage } from './imageProbe';

/**
 * docs/PRODUCT.md §5 leaves open which field uses which size limit: the profile image gets 1MB (a phone photo
 * fits after the browser's resize). Width and height are not in the spec: 4096 keeps decoding cheap.
 */
export const PROFILE_IMAGE_LIMITS = {
  maxBytes: IMAGE_LIMITS.maxBytes1MB,
  maxWidth: 4096,
  maxHeight: 4096,
} as const;

export interface ImageProblem {
  /** 413 for too large, 422 for anything else. */
  status: 413 | 422;
  message: string;
}

const fileSchema = imageFileField({ maxBytes: PROFILE_IMAGE_LIMITS.maxBytes });
const dimensionsSchema = v.pipe(
  v.object({ width: v.number(), height: v.number() }),
  imageDimensionsCheck({
    maxWidth: PROFILE_IMAGE_LIMITS.maxWidth,
    maxHeight: PROFILE_IMAGE_LIMITS.maxHeight,
  }),
);

/**
 * Why `bytes` (the whole object, `size` bytes long) is not an acceptable profile image sent as
 * `declaredType`, or null when it is. The bytes must really be the declared type.
 */
export function profileImageProblem(
  bytes: Buffer,
  size: number,
  declaredType: string | null,
  locale: Locale,
): ImageProblem | null {
  const probed = size <= PROFILE_IMAGE_LIMITS.maxBytes ? probeImage(bytes) : null;
  const sizeCheck = v.safeParse(fileSchema, { type: declaredType ?? '', size });
  if (!sizeCheck.success) {
    const issue = sizeCheck.issues[0];
    const tooLarge = (IMAGE_LIMITS.types as readonly string[]).includes(declaredType ?? '');
    return { status: tooLarge ? 413 : 422, message: translateIssue(issue, { locale }) };
  }
  // A wrong signature reads as a wrong type: same message as an .exe named photo.png.
  if (!probed || probed.type !== declaredType) {
    const typeCheck = v.safeParse(fileSchema, { type: 'application/octet-stream', size: 0 });
    return {
      status: 422,
      message: typeCheck.success ? 'Invalid image.' : translateIssue(typeCheck.issues[0], { locale }),
    };
  }
  const dimensions = v.safeParse(dimensionsSchema, probed);
  if (!dimensions.success) return { status: 422, message: translateIssue(dimensions.issues[0], { locale }) };
  return null;
}
