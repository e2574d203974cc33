import { probeImage } from './imageProbe';

// Just the headers the probe reads (test/imageBytes.ts builds the same for the API tests).
function pngBytes(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 0);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

function jpegBytes(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8, ...app0]), sof, Buffer.from([0xff, 0xd9])]);
}

describe('probeImage', () => {
  it('reads the type and size of a PNG and a JPEG', () => {
    expect(probeImage(pngBytes(640, 480))).toEqual({ type: 'image/png', width: 640, height: 480 });
    expect(probeImage(jpegBytes(300, 200))).toEqual({ type: 'image/jpeg', width: 300, height: 200 });
  });

  it('finds the JPEG frame after other segments and fill bytes', () => {
    const jpeg = jpegBytes(12, 34);
    const withFill = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff]), jpeg.subarray(2)]);
    expect(probeImage(withFill)).toEqual({ type: 'image/jpeg', width: 12, height: 34 });
  });

  it.each([
    ['HTML named .png', Buffer.from('<html></html>')],
    ['a PNG signature without IHDR', Buffer.concat([pngBytes(1, 1).subarray(0, 8), Buffer.alloc(20)])],
    ['a JPEG cut before its frame', jpegBytes(10, 10).subarray(0, 12)],
    ['a zero-sized PNG', pngBytes(0, 10)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(probeImage(bytes)).toBeNull();
  });
});
