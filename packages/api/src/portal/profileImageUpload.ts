// S3PresignedUrl (docs/PRODUCT.md §7): presigned URLs for the donor's profile image, in the donor's own folder
// `profile-images/{donorPrefixedId}/…` and nowhere else.
import { organizationUrl } from '../core/organizationUrl';
import {
  contentTypeOfName,
  newProfileImageKey,
  ownProfileImageKey,
  PROFILE_IMAGES_DIRECTORY,
} from '../files/fileKeys';
import type { StorageCommand } from '../files/fileStorage';
import type { PresignedUrl } from '../graphql/resolverTypes.generated';
import { FieldErrorCollector } from '../core/localizedRefusals';
import type { PortalScope } from '../core/recurringGifts/portalScope';

/** The organization's own site: the embedded storage's URLs are same-origin with the portal. */
export const filesOrigin = (scope: PortalScope) =>
  organizationUrl(scope.app.config.publicUrl, scope.organization.subdomain, '/');

export async function presignProfileImage(
  scope: PortalScope,
  args: { command: StorageCommand; directory: string; fileName: string },
): Promise<PresignedUrl> {
  const errors = new FieldErrorCollector(scope.locale);
  if (args.directory !== PROFILE_IMAGES_DIRECTORY) errors.addPortal('directory', 'directoryNotAllowed');
  let key: string | null = null;
  let contentType: string | undefined;
  if (!args.fileName.trim()) errors.addValidation('fileName', 'validation.required');
  else if (args.command === 'PutObject') {
    contentType = contentTypeOfName(args.fileName) ?? undefined;
    if (!contentType) errors.addValidation('fileName', 'validation.imageType');
    else key = newProfileImageKey(scope.user.prefixedId, args.fileName);
  } else {
    key = ownProfileImageKey(scope.user.prefixedId, args.fileName);
    if (!key) errors.addValidation('fileName', 'validation.invalid');
  }
  errors.throwIfAny();
  if (!key) throw new Error('unreachable: errors were thrown above');
  const origin = filesOrigin(scope);
  const presigned = await scope.app.files.presign(args.command, key, { contentType, origin });
  return { ...presigned, publicUrl: scope.app.files.publicUrl(key, origin) };
}
