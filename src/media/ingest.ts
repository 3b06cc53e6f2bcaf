import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { InvalidInputError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../common/errors.js';
import { MEDIA_FORMAT_NAMES, MEDIA_PRESET_NAMES, MEDIA_PRESETS, type MediaFormat, type MediaPreset } from '../common/media-presets.js';
import type { MediaConfig } from '../config/config.js';
import { renditionName, type MediaManifest, type MediaStore } from './media-store.js';

/** The accepted formats, judged by the first bytes of the content (never by a file name or a declared type). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'tiff';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The accepted format the bytes start as, or null. SVG, GIF, HEIC, PDF, HTML … are none. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  if (bytes.length >= 4 && ['II*\u0000', 'MM\u0000*'].includes(ascii(bytes, 0, 4))) return 'tiff';
  return null;
}

/** What libvips calls each accepted format (AVIF is read by its HEIF loader). */
const LOADER: Readonly<Record<ImageFormat, string>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif', tiff: 'tiff' };

/** The encoders' settings: quality for photographs on listing pages. */
const ENCODE: Readonly<Record<MediaFormat, (image: Sharp) => Sharp>> = {
  jpg: (image) => image.jpeg({ quality: 82, progressive: true, mozjpeg: true }),
  webp: (image) => image.webp({ quality: 80 }),
};

/**
 * Limits the uploads turned into renditions at once (libvips runs each on its own threads,
 * off the event loop) and makes each content once: a second upload of the same bytes while
 * the first is being made waits for it.
 */
export class IngestPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly inFlight = new Map<string, Promise<MediaManifest>>();

  constructor(private readonly limit: number) {}

  once(hash: string, work: () => Promise<MediaManifest>): Promise<MediaManifest> {
    const current = this.inFlight.get(hash);
    if (current) return current;
    const started = this.run(work).finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, started);
    return started;
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** A decoding problem of libvips, in words for the uploader (the library's text names its internals). */
function unreadable(error: unknown): Error {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return new PayloadTooLargeError('The image has more pixels than accepted.');
  return new InvalidInputError('file', 'the image is damaged or incomplete and cannot be read.');
}

/**
 * Turns uploaded bytes into a stored content: checks size, format (by content) and pixel count
 * before decoding, then makes every rendition from one decode — auto-oriented from EXIF,
 * converted to sRGB, flattened on white, every metadata block (EXIF with GPS, XMP, IPTC, ICC)
 * left out — and stores them with the original. The same content is made once.
 */
export class MediaIngest {
  private readonly pool: IngestPool;

  constructor(
    private readonly store: MediaStore,
    private readonly limits: Pick<MediaConfig, 'maxBytes' | 'maxPixels' | 'ingestConcurrency'>,
  ) {
    this.pool = new IngestPool(limits.ingestConcurrency);
  }

  /** Checks the bytes and returns the stored content's manifest (made now, or found stored). */
  async ingest(bytes: Buffer): Promise<MediaManifest> {
    if (bytes.length === 0) throw new InvalidInputError('file', 'the file is empty.');
    if (bytes.length > this.limits.maxBytes) throw new PayloadTooLargeError(`The file has ${bytes.length} bytes; at most ${this.limits.maxBytes} are accepted.`);
    const format = sniffImageFormat(bytes);
    if (format === null) throw new UnsupportedMediaTypeError('Only JPEG, PNG, WebP, AVIF and TIFF images are accepted.');
    const hash = createHash('sha256').update(bytes).digest('hex');
    const stored = await this.store.reuse(hash);
    if (stored !== null) return stored;
    return this.pool.once(hash, async () => (await this.store.reuse(hash)) ?? this.make(hash, format, bytes));
  }

  private async make(hash: string, format: ImageFormat, bytes: Buffer): Promise<MediaManifest> {
    const input = { limitInputPixels: this.limits.maxPixels, failOn: 'error', sequentialRead: true } as const;
    let metadata: Metadata;
    try {
      metadata = await sharp(bytes, input).metadata();
    } catch (error) {
      throw unreadable(error);
    }
    if (metadata.format !== LOADER[format] || (format === 'avif' && metadata.compression !== 'av1')) {
      throw new UnsupportedMediaTypeError('Only JPEG, PNG, WebP, AVIF and TIFF images are accepted.');
    }
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    if (!width || !height) throw new InvalidInputError('file', 'the image has no size.');
    if (width * height > this.limits.maxPixels) throw new PayloadTooLargeError(`The image has ${width * height} pixels; at most ${this.limits.maxPixels} are accepted.`);
    // One decode to the largest size any rendition needs; every rendition is made from it.
    const largest = MEDIA_PRESETS.portal;
    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await sharp(bytes, input)
        .autoOrient()
        .resize(largest.width, largest.height, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw unreadable(error);
    }
    const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } } as const;
    const files = new Map<string, Buffer>();
    const renditions = {} as Record<MediaPreset, MediaManifest['renditions'][MediaPreset]>;
    for (const preset of MEDIA_PRESET_NAMES) {
      const box = MEDIA_PRESETS[preset];
      const sized = await sharp(base.data, raw)
        .resize(box.width, box.height, box.fit === 'cover' ? { fit: 'cover', position: 'centre' } : { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const sizes = {} as Record<MediaFormat, number>;
      for (const ext of MEDIA_FORMAT_NAMES) {
        const encoded = await ENCODE[ext](sharp(sized.data, { raw: { width: sized.info.width, height: sized.info.height, channels: sized.info.channels } })).toBuffer();
        files.set(renditionName(preset, ext), encoded);
        sizes[ext] = encoded.length;
      }
      renditions[preset] = { width: sized.info.width, height: sized.info.height, bytes: sizes };
    }
    const manifest: MediaManifest = { hash, format, width, height, bytes: bytes.length, renditions };
    await this.store.put(manifest, bytes, files);
    return manifest;
  }
}
