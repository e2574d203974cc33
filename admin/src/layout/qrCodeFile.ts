// A QR code the server drew (its size and the SVG path of its dark modules) as a file a church can
// print or put on its slides: SVG for print at any size, PNG for presentation software.

/** The four light modules around the code that scanners need. */
export const QUIET_ZONE = 4;

/** Pixels per module in the PNG: a 33-module code comes out 656 px wide, sharp on a projector. */
const PNG_SCALE = 16;

export interface QrCodeDrawing {
  size: number;
  path: string;
}

/** The QR as a standalone SVG document, the same drawing the console shows. */
export function qrCodeSvg({ size, path }: QrCodeDrawing): string {
  const view = size + 2 * QUIET_ZONE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-QUIET_ZONE} ${-QUIET_ZONE} ${view} ${view}"`,
    ` width="${view * 10}" height="${view * 10}" shape-rendering="crispEdges">`,
    `<rect x="${-QUIET_ZONE}" y="${-QUIET_ZONE}" width="${view}" height="${view}" fill="#fff"/>`,
    `<path d="${path}" fill="#000"/></svg>\n`,
  ].join('');
}

/** The QR as a PNG, drawn on a canvas module by module from the same path. */
export function qrCodePng({ size, path }: QrCodeDrawing): Promise<Blob> {
  const view = size + 2 * QUIET_ZONE;
  const canvas = document.createElement('canvas');
  canvas.width = view * PNG_SCALE;
  canvas.height = view * PNG_SCALE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No canvas to draw the QR code on.'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(PNG_SCALE, PNG_SCALE);
  context.translate(QUIET_ZONE, QUIET_ZONE);
  context.fillStyle = '#000';
  context.fill(new Path2D(path));
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be made a PNG.'))),
      'image/png',
    ),
  );
}

/** Saves `blob` as `fileName` through a download link: the console page stays where it is. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns: let go of it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
