import {
  generateIdentifier,
  IMAGE_LIMITS,
  imageDimensionsCheck,
  imageFileField,
  type ImageDimensions,
} from '@halo/domain';
import * as v from 'valibot';
import { validateWith, type Translate } from '../self-service-parts/formValidation';

/**
 * The profile image uses the 1MB limit of docs/PRODUCT.md §5. The 500KB limit is kept for what every visitor
 * downloads (the church's logo on the public giving page, where docs/ARCHITECTURE.md §8 budgets page weight);
 * a profile picture is seen only by its donor in the portal, and 500KB turns away many phone photos
 * that 1MB accepts. Dimensions (docs/PRODUCT.md §9 leaves them open) are the server's own limit
 * (packages/api/src/files/profileImageRules.ts), so the browser never refuses what the server takes.
 */
export const PROFILE_IMAGE_RULES = {
  maxBytes: IMAGE_LIMITS.maxBytes1MB,
  maxWidth: 4096,
  maxHeight: 4096,
} as const;

/** The storage folder of `S3PresignedUrl` for profile images (docs/CONTRACTS.md). */
export const PROFILE_IMAGE_DIRECTORY = 'profile-images';

const fileSchema = imageFileField({ maxBytes: PROFILE_IMAGE_RULES.maxBytes });
const dimensionsSchema = v.pipe(
  v.object({ width: v.number(), height: v.number() }),
  imageDimensionsCheck({ maxWidth: PROFILE_IMAGE_RULES.maxWidth, maxHeight: PROFILE_IMAGE_RULES.maxHeight }),
);

/** Type and size, before the file is even read: 'Image must be a JPEG or PNG file', 'must not exceed 1MB'. */
export function checkProfileImageFile(
  file: { type: string; size: number },
  t: Translate,
  locale: string,
): string | null {
  return Object.values(validateWith(fileSchema, file, t, { locale }))[0] ?? null;
}

/** 'Image dimensions must be less than 4096x4096'. */
export function checkProfileImageDimensions(
  size: ImageDimensions,
  t: Translate,
  locale: string,
): string | null {
  return Object.values(validateWith(dimensionsSchema, size, t, { locale }))[0] ?? null;
}

/**
 * Reads an image's pixel size in the browser. Null when the browser cannot tell (no
 * createImageBitmap: the server still checks); throws when the file is not a readable image.
 */
export async function readImageDimensions(file: Blob): Promise<ImageDimensions | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * A new object name per upload, so the new picture never hits a cached old one at the same URL
 * ("the new image shows after reload") and two uploads never overwrite each other, whatever the
 * storage does with the name (the embedded default adds its own random prefix as well).
 */
export function profileImageFileName(file: { type: string }): string {
  return `${generateIdentifier().toLowerCase()}.${file.type === 'image/png' ? 'png' : 'jpg'}`;
}

/**
 * The object name (last path segment) of an image stored under `profile-images/`, which is what a
 * DeleteObject call names; null for any other URL.
 */
export function storedProfileImageName(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  let pathname: string;
  try {
    pathname = new URL(imageUrl, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = new RegExp(`/${PROFILE_IMAGE_DIRECTORY}/(?:[^?#]*/)?([^/]+)$`).exec(
    decodeURIComponent(pathname),
  );
  return match?.[1] ?? null;
}

export interface PresignedRequest {
  url: string;
  method: string;
  headers: readonly { name: string; value: string }[];
  publicUrl: string;
}

export type Presign = (command: 'PutObject' | 'DeleteObject', fileName: string) => Promise<PresignedRequest>;

/** Thrown when storage refuses the upload (not a GraphQL error: the file goes straight to storage). */
export class ImageUploadError extends Error {
  override readonly name = 'ImageUploadError';
}

/**
 * docs/PRODUCT.md §7 upload: `S3PresignedUrl(PutObject, "profile-images", name)` → PUT the file to `url` with the
 * returned headers → the `publicUrl` that `updateDonor(image_url)` takes. No cookies go with it: the
 * signature is the permission.
 */
export async function uploadProfileImage(
  file: Blob & { type: string },
  { presign, send = fetch }: { presign: Presign; send?: typeof fetch },
): Promise<string> {
  const target = await presign('PutObject', profileImageFileName(file));
  const response = await send(target.url, {
    method: target.method || 'PUT',
    headers: Object.fromEntries(target.headers.map((header) => [header.name, header.value])),
    body: file,
    credentials: 'omit',
  });
  if (!response.ok) throw new ImageUploadError(`Storage answered ${response.status}`);
  return target.publicUrl;
}

/** Deletes a stored picture through a DeleteObject presigned URL; best effort, never throws. */
export async function deleteProfileImage(
  imageUrl: string | null | undefined,
  { presign, send = fetch }: { presign: Presign; send?: typeof fetch },
): Promise<boolean> {
  const name = storedProfileImageName(imageUrl);
  if (!name) return false;
  try {
    const target = await presign('DeleteObject', name);
    const response = await send(target.url, {
      method: target.method || 'DELETE',
      headers: Object.fromEntries(target.headers.map((header) => [header.name, header.value])),
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  }
}
