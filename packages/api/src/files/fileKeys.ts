// Object keys of uploads: `profile-images/{donorPrefixedId}/{random}-{safe file name}`. The random
// part (64 bits) makes each upload's URL unguessable and unique, so public URLs can be cached forever.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export const PROFILE_IMAGES_DIRECTORY = 'profile-images';

/** Extensions an uploaded profile image may have, and the Content-Type each must be sent with. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<string, 'image/jpeg' | 'image/png'>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

const SAFE_NAME = /^[A-Za-z0-9._-]{1,100}$/;
const KEY = /^profile-images\/[a-z]+_[0-9a-f]+\/[0-9a-f]{16}-[A-Za-z0-9._-]{1,100}$/;

/** A file name reduced to letters, digits, dot, dash and underscore (no path, at most 100 characters). */
export function safeFileName(fileName: string): string {
  const base = path.posix.basename(fileName.replace(/\\/g, '/')).normalize('NFKD');
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100);
  return cleaned || 'file';
}

export function contentTypeOfName(fileName: string): 'image/jpeg' | 'image/png' | null {
  return IMAGE_CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? null;
}

export function newProfileImageKey(donorPrefixedId: string, fileName: string): string {
  return `${PROFILE_IMAGES_DIRECTORY}/${donorPrefixedId}/${randomBytes(8).toString('hex')}-${safeFileName(fileName)}`;
}

/**
 * The key a HeadObject/DeleteObject call names: the donor's own folder plus the last segment of
 * `fileName` (the full key or just its file part), so nobody reaches another donor's files.
 */
export function ownProfileImageKey(donorPrefixedId: string, fileName: string): string | null {
  const name = fileName.split('/').pop() ?? '';
  if (!SAFE_NAME.test(name)) return null;
  const key = `${PROFILE_IMAGES_DIRECTORY}/${donorPrefixedId}/${name}`;
  return isUploadKey(key) ? key : null;
}

/** Whether `key` is one this server could have issued (also keeps paths inside the storage folder). */
export function isUploadKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..');
}

export function isProfileImageKeyOf(key: string, donorPrefixedId: string): boolean {
  return isUploadKey(key) && key.startsWith(`${PROFILE_IMAGES_DIRECTORY}/${donorPrefixedId}/`);
}
