import { initials } from './activityFormat';

/**
 * The donor's image, or their initials on a coloured disc. Decorative: the name is always written
 * beside it, so it has no text alternative of its own.
 */
export function DonorAvatar({
  imageUrl,
  name,
  size = 'small',
}: {
  imageUrl?: string | null;
  name: string;
  size?: 'small' | 'large';
}) {
  return imageUrl ? (
    <img className={`portal-avatar portal-avatar--${size}`} src={imageUrl} alt="" />
  ) : (
    <span className={`portal-avatar portal-avatar--${size}`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
