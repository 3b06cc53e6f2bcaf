import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 2400×1800 landscape photo stored rotated (orientation 6: shown turned 90° clockwise) with a GPS position. */
export async function photoWithGps(width = 1800, height = 2400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 250, g: 10, b: 10 } } }, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 21/1 0/1' } })
    .toBuffer();
}

/** A PNG whose header promises width × height grey pixels, with a few compressed bytes behind it. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(4096))), chunk('IEND', Buffer.alloc(0))]);
}

/** A plain JPEG photo: one colour with a block of its opposite, so that each colour is a different image. */
export async function colouredPhoto(r: number, g: number, b: number, width = 1600, height = 1200): Promise<Buffer> {
  const block = { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3 as const, background: { r: 255 - r, g: 255 - g, b: 255 - b } } };
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .composite([{ input: block, top: Math.round(height / 6), left: Math.round(width / 5) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
