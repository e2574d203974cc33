// The church's logo goes up the way a donor's profile image does (docs/CONTRACTS.md "Profile images"):
// `S3PresignedUrl(PutObject, "profile-images", name)` → PUT the file to the signed URL → its
// `publicUrl`, which `updateGivingPage({ logoUrl })` then saves. 500 KB, because every visitor of the
// giving page downloads the logo (docs/ARCHITECTURE.md §8 page weight).
import { IMAGE_LIMITS } from '@halo/domain';
import type { ApiClient } from 'halo_shared/api';
import { SelfServicePresignedUrlDocument } from '@halo/shared/graphql/portal-self-service';

export const LOGO_TYPES = ['image/jpeg', 'image/png'] as const;

export type LogoProblem = 'logoType' | 'logoSize';

/** What is wrong with a chosen file before it is sent, or null. */
export function logoFileProblem(file: { type: string; size: number }): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'logoType';
  if (file.size > IMAGE_LIMITS.maxBytes500KB) return 'logoSize';
  return null;
}

/**
 * A fresh object name per upload, so a new image never hits a cached old one at the same URL; `kind`
 * names what it is (`logo`, `campaign`).
 */
function imageFileName(file: { type: string }, kind: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${kind}-${random}.${file.type === 'image/png' ? 'png' : 'jpg'}`;
}

/** Uploads the logo and answers its public URL; throws when the API or the storage refuses it. */
export function uploadLogo(api: Pick<ApiClient, 'graphql'>, file: File, send: typeof fetch = fetch) {
  return uploadPublicImage(api, file, 'logo', send);
}

/**
 * Uploads an image the church shows its donors (the logo, a campaign's image) and answers its public
 * URL; throws when the API or the storage refuses it.
 */
export async function uploadPublicImage(
  { graphql }: Pick<ApiClient, 'graphql'>,
  file: File,
  kind: string,
  send: typeof fetch = fetch,
): Promise<string> {
  const { S3PresignedUrl: target } = await graphql(SelfServicePresignedUrlDocument, {
    command: 'PutObject',
    directory: 'profile-images',
    fileName: imageFileName(file, kind),
  });
  const response = await send(target.url, {
    method: target.method || 'PUT',
    headers: Object.fromEntries(target.headers.map((header) => [header.name, header.value])),
    body: file,
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`Storage answered ${response.status}`);
  return target.publicUrl;
}
