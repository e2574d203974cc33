import { QUIET_ZONE } from './qrCodeFile';

/**
 * A QR code as inline SVG from the server's path of dark modules (a second factor's enrolment, the
 * hosted giving page, a campaign's link): no image URL, no `data:`. It scales down with its box.
 */
export function QrCodeImage({
  size,
  path,
  label,
  className,
}: {
  size: number;
  path: string;
  /** The image's text alternative: what scanning it gives. */
  label: string;
  className?: string;
}) {
  const view = size + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${view} ${view}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={view} height={view} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
