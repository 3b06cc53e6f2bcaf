import { PICTURE_FAMILIES, type PictureFamily } from '../common/codes.js';
import type { PropertyPicture } from './properties.entities.js';
import type { PictureRecord } from './properties.records.js';

const FILE_COLUMNS = {
  Small: ['smallUrl', 'smallWidth', 'smallHeight'],
  Medium: ['mediumUrl', 'mediumWidth', 'mediumHeight'],
  Large: ['largeUrl', 'largeWidth', 'largeHeight'],
  XLarge: ['xlargeUrl', 'xlargeWidth', 'xlargeHeight'],
} as const satisfies Record<PictureFamily, readonly [keyof PropertyPicture, keyof PropertyPicture, keyof PropertyPicture]>;

/** The family shown for a single property (GetProperty, units). */
export const DETAIL_FAMILY: PictureFamily = 'Large';

/**
 * The family for a list with PictureSizeMaxWidth/Height: the largest family whose box fits
 * inside the bounds (0 or less = no bound on that side); Small when even Small does not fit.
 */
export function listPictureFamily(maxWidth: number, maxHeight: number): PictureFamily {
  const fits = PICTURE_FAMILIES.filter(
    (family) => (maxWidth <= 0 || family.width <= maxWidth) && (maxHeight <= 0 || family.height <= maxHeight),
  );
  return (fits[fits.length - 1] ?? PICTURE_FAMILIES[0]).family;
}

/** A stored relative path is served under `baseUrl`; absolute URLs (with a scheme, or //host) are kept. */
export function pictureUrl(baseUrl: string, url: string): string {
  if (baseUrl === '' || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The pictures of one property (ordered by position) as records of one size family. */
export function pictureRecords(pictures: readonly PropertyPicture[], family: PictureFamily, baseUrl: string): PictureRecord[] {
  const [url, width, height] = FILE_COLUMNS[family];
  return pictures.map((picture) => ({
    ID: picture.id,
    Url: pictureUrl(baseUrl, picture[url] as string),
    Width: picture[width] as number,
    Height: picture[height] as number,
    Name: picture.name,
  }));
}
