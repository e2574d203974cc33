// What an uploaded image really is, read from its bytes: a Content-Type header or a file name proves
// nothing (a "photo.png" may be HTML). Only PNG and JPEG are recognised (docs/PRODUCT.md §5), with their size.

export interface ProbedImage {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function probePng(bytes: Buffer): ProbedImage | null {
  // The signature, then the IHDR chunk: length (4), "IHDR", width (4), height (4).
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function probeJpeg(bytes: Buffer): ProbedImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return { type: 'image/jpeg', width, height };
    }
    offset += 2 + length;
  }
  return null;
}

/** The image's type and size, or null when the bytes are neither a PNG nor a JPEG with a frame. */
export function probeImage(bytes: Buffer): ProbedImage | null {
  const image = probePng(bytes) ?? probeJpeg(bytes);
  return image && image.width > 0 && image.height > 0 ? image : null;
}
