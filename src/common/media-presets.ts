import type { PictureFamily } from './codes.js';

/**
 * The renditions made of every uploaded picture (docs/media.md). The four legacy families fit
 * inside their boxes with the aspect kept and are never enlarged beyond the original (a smaller
 * original is served at its own size, and the records' Width/Height say so); the square
 * thumbnail is always exactly its box (cropped around the centre); the portal size fits inside
 * 1920 × 1920, never enlarged.
 */
export const MEDIA_PRESETS = {
  small: { width: 160, height: 120, fit: 'inside' },
  medium: { width: 320, height: 240, fit: 'inside' },
  large: { width: 800, height: 600, fit: 'inside' },
  xlarge: { width: 1600, height: 1200, fit: 'inside' },
  thumb: { width: 240, height: 240, fit: 'cover' },
  portal: { width: 1920, height: 1920, fit: 'inside' },
} as const;
export type MediaPreset = keyof typeof MEDIA_PRESETS;
export const MEDIA_PRESET_NAMES = Object.keys(MEDIA_PRESETS) as MediaPreset[];

/** The encodings of every rendition, by file extension. */
export const MEDIA_FORMATS = { jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type MediaFormat = keyof typeof MEDIA_FORMATS;
export const MEDIA_FORMAT_NAMES = Object.keys(MEDIA_FORMATS) as MediaFormat[];

/** The preset a legacy size family is served from. */
export const FAMILY_PRESET: Readonly<Record<PictureFamily, MediaPreset>> = { Small: 'small', Medium: 'medium', Large: 'large', XLarge: 'xlarge' };

export function isMediaPreset(name: string): name is MediaPreset {
  return Object.hasOwn(MEDIA_PRESETS, name);
}

export function isMediaFormat(name: string): name is MediaFormat {
  return Object.hasOwn(MEDIA_FORMATS, name);
}

/** The strong ETag of a rendition: its content (the upload's sha256, shortened), preset and format. */
export function renditionEtag(content: string, preset: MediaPreset, format: MediaFormat): string {
  return `"${content.slice(0, 32)}-${preset}-${format}"`;
}

/** Whose picture it is: property and project pictures are numbered apart. */
export type PictureOwnerKind = 'property' | 'project';

/** The picture id segment of a media URL: a property picture's id, `project-<id>` for a project's picture. */
export function pictureKey(kind: PictureOwnerKind, pictureId: number): string {
  return kind === 'property' ? String(pictureId) : `project-${pictureId}`;
}

/** The inverse of pictureKey, or null when `key` is none. */
export function parsePictureKey(key: string): { kind: PictureOwnerKind; id: number } | null {
  const match = /^(project-)?([1-9][0-9]{0,9})$/.exec(key);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 2_147_483_647 ? null : { kind: match[1] ? 'project' : 'property', id };
}

/** The public URL of one rendition of an uploaded picture: `<base>/media/<agency>/<picture id>/<version>/<preset>.<ext>`. */
export function mediaUrl(
  baseUrl: string,
  picture: { readonly agencyId: number; readonly kind: PictureOwnerKind; readonly id: number; readonly version: number },
  preset: MediaPreset,
  format: MediaFormat = 'jpg',
): string {
  return `${baseUrl.replace(/\/+$/, '')}/media/${picture.agencyId}/${pictureKey(picture.kind, picture.id)}/${picture.version}/${preset}.${format}`;
}
