import { PICTURE_FAMILIES, type PictureFamily } from '../common/codes.js';
import type { PictureItemRecord, PictureRecord } from './properties.records.js';

/** The stored files of one picture (property and project pictures have the same columns). */
export interface PictureFiles {
  readonly id: number;
  readonly name: string | null;
  readonly smallUrl: string;
  readonly smallWidth: number;
  readonly smallHeight: number;
  readonly mediumUrl: string;
  readonly mediumWidth: number;
  readonly mediumHeight: number;
  readonly largeUrl: string;
  readonly largeWidth: number;
  readonly largeHeight: number;
  readonly xlargeUrl: string;
  readonly xlargeWidth: number;
  readonly xlargeHeight: number;
}

const FILE_COLUMNS = {
  Small: ['smallUrl', 'smallWidth', 'smallHeight'],
  Medium: ['mediumUrl', 'mediumWidth', 'mediumHeight'],
  Large: ['largeUrl', 'largeWidth', 'largeHeight'],
  XLarge: ['xlargeUrl', 'xlargeWidth', 'xlargeHeight'],
} as const satisfies Record<PictureFamily, readonly [keyof PictureFiles, keyof PictureFiles, keyof PictureFiles]>;

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

/** The pictures of one property or project (ordered by position) as records of one size family. */
export function pictureRecords(pictures: readonly PictureFiles[], family: PictureFamily, baseUrl: string): PictureRecord[] {
  const [url, width, height] = FILE_COLUMNS[family];
  return pictures.map((picture) => ({
    ID: picture.id,
    Url: pictureUrl(baseUrl, picture[url] as string),
    Width: picture[width] as number,
    Height: picture[height] as number,
    Name: picture.name,
  }));
}

/** A picture with every family's file (PictureItemRecord), for the property or project it belongs to. */
export function pictureItem(
  picture: PictureFiles & { readonly position: number },
  owner: { readonly propertyId: number | null; readonly projectId: number | null },
  baseUrl: string,
): PictureItemRecord {
  return {
    ID: picture.id,
    ObjectID: owner.propertyId,
    ProjectID: owner.projectId,
    Position: picture.position,
    Name: picture.name,
    SmallUrl: pictureUrl(baseUrl, picture.smallUrl),
    SmallWidth: picture.smallWidth,
    SmallHeight: picture.smallHeight,
    MediumUrl: pictureUrl(baseUrl, picture.mediumUrl),
    MediumWidth: picture.mediumWidth,
    MediumHeight: picture.mediumHeight,
    LargeUrl: pictureUrl(baseUrl, picture.largeUrl),
    LargeWidth: picture.largeWidth,
    LargeHeight: picture.largeHeight,
    XLargeUrl: pictureUrl(baseUrl, picture.xlargeUrl),
    XLargeWidth: picture.xlargeWidth,
    XLargeHeight: picture.xlargeHeight,
  };
}
