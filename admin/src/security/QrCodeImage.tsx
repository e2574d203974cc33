/** The enrolment QR as inline SVG from the server's path of dark modules: no image URL, no `data:`. */
export function QrCodeImage({ size, path, label }: { size: number; path: string; label: string }) {
  // The quiet zone of four modules that scanners need around the code.
  const view = size + 8;
  return (
    <svg
      className="admin-security__qr"
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${view} ${view}`}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={view} height={view} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
