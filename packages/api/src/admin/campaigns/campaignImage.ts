// A campaign's image (docs/PRODUCT.md §14): uploaded from the console the way the church's logo is,
// through the storage's presigned URL into the administrator's own folder, then named here by its
// public URL. The stored file is held to the profile image's rules on its real bytes (JPEG or PNG,
// 1 MB, at most 4096 × 4096), and the words a screen reader says for it are required with it.
import { organizationUrl } from '../../core/organizationUrl';
import type { FieldErrorCollector } from '../../core/localizedRefusals';
import { isProfileImageKeyOf } from '../../files/fileKeys';
import { PROFILE_IMAGE_LIMITS, profileImageProblem } from '../../files/profileImageRules';
import type { AdminScope } from '../adminScope';
import { campaignMessage } from './campaignMessages';

export const CAMPAIGN_IMAGE_ALT_MAX = 200;

export interface CampaignImage {
  imageUrl: string | null;
  imageAlt: string | null;
}

/**
 * The image `input` names, checked: its own image again (`before`, unchanged) needs no new look; any
 * other must be a file this administrator uploaded to the church's storage and that passes the image
 * rules (a file that fails them is deleted). No URL: no image and no words.
 */
export async function readCampaignImage(
  scope: AdminScope,
  input: { imageUrl?: string | null; imageAlt?: string | null },
  before: CampaignImage | null,
  errors: FieldErrorCollector,
): Promise<CampaignImage> {
  const imageUrl = input.imageUrl?.trim() ?? '';
  if (imageUrl === '') return { imageUrl: null, imageAlt: null };
  const imageAlt = (input.imageAlt ?? '').replace(/\s+/g, ' ').trim();
  if (imageAlt === '') errors.add('imageAlt', campaignMessage(scope.locale, 'imageAltRequired'));
  else if ([...imageAlt].length > CAMPAIGN_IMAGE_ALT_MAX)
    errors.add('imageAlt', campaignMessage(scope.locale, 'tooLong', { max: CAMPAIGN_IMAGE_ALT_MAX }));
  if (imageUrl !== before?.imageUrl) await checkUploadedImage(scope, imageUrl, errors);
  return { imageUrl, imageAlt };
}

async function checkUploadedImage(scope: AdminScope, url: string, errors: FieldErrorCollector) {
  const { files } = scope.app;
  const origin = organizationUrl(scope.app.config.publicUrl, scope.organization.subdomain, '/');
  const key = files.keyOfPublicUrl(url, origin);
  if (!key || !isProfileImageKeyOf(key, scope.user.prefixedId)) {
    errors.add('imageUrl', campaignMessage(scope.locale, 'imageInvalid'));
    return;
  }
  const stored = await files.head(key);
  if (!stored) {
    errors.add('imageUrl', campaignMessage(scope.locale, 'imageInvalid'));
    return;
  }
  // The embedded storage checked the bytes on upload; S3 cannot, so look at what arrived there.
  const bytes = stored.size <= PROFILE_IMAGE_LIMITS.maxBytes ? await files.readStart(key, stored.size) : null;
  const problem = profileImageProblem(
    bytes ?? Buffer.alloc(0),
    stored.size,
    stored.contentType,
    scope.locale,
  );
  if (problem) {
    await files.delete(key);
    errors.add('imageUrl', problem.message);
  }
}
