import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DomainError } from '../common/errors.js';
import { MEDIA_PRESET_NAMES } from '../common/media-presets.js';
import { MediaIngest, sniffImageFormat } from './ingest.js';
import { LocalMediaStore } from './media-store.js';
import { photoWithGps, pngBomb } from '../../test/support/images.js';

async function expectRefused(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
}

describe('media ingest', () => {
  let dir: string;
  let ingest: MediaIngest;
  let store: LocalMediaStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-'));
    store = new LocalMediaStore(dir);
    ingest = new MediaIngest(store, { maxBytes: 5_000_000, maxPixels: 20_000_000, ingestConcurrency: 2 });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('makes every preset at its size, upright, in sRGB, without any metadata', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const manifest = await ingest.ingest(photo);
    expect([manifest.width, manifest.height]).toEqual([2400, 1800]);
    const sizes = Object.fromEntries(MEDIA_PRESET_NAMES.map((preset) => [preset, [manifest.renditions[preset].width, manifest.renditions[preset].height]]));
    expect(sizes).toEqual({ small: [160, 120], medium: [320, 240], large: [800, 600], xlarge: [1600, 1200], thumb: [240, 240], portal: [1920, 1440] });
    for (const preset of MEDIA_PRESET_NAMES) {
      for (const format of ['jpg', 'webp'] as const) {
        const file = await store.rendition(manifest.hash, preset, format);
        const meta = await sharp(file!.path).metadata();
        expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : 'webp');
        expect([meta.width, meta.height]).toEqual(sizes[preset]);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(meta.space).toBe('srgb');
      }
    }
    // Upright: the red corner was top-left of the stored pixels; turned clockwise it is top-right.
    const large = await store.rendition(manifest.hash, 'large', 'jpg');
    const { data, info } = await sharp(large!.path).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(info.width - 5, 5)[0]).toBeGreaterThan(200);
    expect(pixel(5, 5)[0]).toBeLessThan(100);
  });

  it('never enlarges a small original beyond its size, except the square thumbnail', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const manifest = await ingest.ingest(small);
    expect([manifest.renditions.large.width, manifest.renditions.large.height]).toEqual([300, 200]);
    expect([manifest.renditions.medium.width, manifest.renditions.medium.height]).toEqual([300, 200]);
    expect([manifest.renditions.small.width, manifest.renditions.small.height]).toEqual([160, 107]);
    expect([manifest.renditions.thumb.width, manifest.renditions.thumb.height]).toEqual([240, 240]);
  });

  it('accepts PNG, WebP, AVIF and TIFF, judged by content', async () => {
    const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } });
    for (const bytes of [await image.clone().png().toBuffer(), await image.clone().webp().toBuffer(), await image.clone().avif().toBuffer(), await image.clone().tiff().toBuffer()]) {
      expect((await ingest.ingest(bytes)).renditions.small.width).toBe(64);
    }
  });

  it('makes a content once', async () => {
    const photo = await photoWithGps(400, 300);
    const [a, b] = await Promise.all([ingest.ingest(photo), ingest.ingest(photo)]);
    expect(a.hash).toBe(b.hash);
    expect(await readdir(join(dir, a.hash.slice(0, 2)))).toEqual([a.hash]);
  });

  it('refuses what is not an accepted image, and stores nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(ingest.ingest(svg), 'unsupported-media-type');
    await expectRefused(ingest.ingest(Buffer.from('<html><body>hi</body></html>')), 'unsupported-media-type');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    await expectRefused(ingest.ingest(gif), 'unsupported-media-type');
    await expectRefused(ingest.ingest(Buffer.alloc(0)), 'invalid-input');
    const photo = await photoWithGps(400, 300);
    await expectRefused(ingest.ingest(photo.subarray(0, Math.floor(photo.length / 2))), 'invalid-input');
    const corrupt = Buffer.from(photo);
    corrupt.fill(0x55, Math.floor(photo.length / 3), photo.length - 10);
    await expectRefused(ingest.ingest(corrupt), 'invalid-input');
    await expectRefused(ingest.ingest(Buffer.alloc(5_000_001, 0xff)), 'payload-too-large');
    expect((await readdir(dir)).filter((name) => name !== 'tmp')).toEqual([]);
  });

  it('refuses a decompression bomb from its header', async () => {
    const bomb = pngBomb(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1000);
    await expectRefused(ingest.ingest(bomb), 'payload-too-large');
  });

  it('sniffs formats by their first bytes', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
  });

  it('sweeps contents no picture uses once they are older than the grace period', async () => {
    const kept = await ingest.ingest(await photoWithGps(400, 300));
    const gone = await ingest.ingest(await photoWithGps(300, 400));
    expect(await store.sweep(new Set([kept.hash]), 60_000)).toBe(0);
    expect(await store.sweep(new Set([kept.hash]), 0, new Date(Date.now() + 1000))).toBe(1);
    expect(await store.manifest(gone.hash)).toBeNull();
    expect(await store.manifest(kept.hash)).not.toBeNull();
  });
});
