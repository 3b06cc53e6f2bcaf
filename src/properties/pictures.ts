import { PICTURE_FAMILIES, type LanguageId, type PictureFamily } from '../common/codes.js';
import { FAMILY_PRESET, mediaUrl, type PictureOwnerKind } from '../common/media-presets.js';
import { pageOfItems, type PageRequest } from '../common/paging.js';
import type { Page } from '../common/record.js';
import type { PictureFileColumns } from './properties.entities.js';
import type { PictureItemRecord, PictureRecord } from './properties.records.js';
import { languageCode } from '../common/language-codes.js';

/** The stored files of one picture (property and project pictures have the same columns). */
export type PictureFiles = Omit<PictureFileColumns, 'position'>;

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

/**
 * Where the files of an agency's pictures are: pictures made elsewhere under `baseUrl`
 * (PICTURE_BASE_URL), uploaded ones at their /media/ URLs under `mediaBaseUrl`.
 */
export interface PictureLinks {
  readonly baseUrl: string;
  readonly mediaBaseUrl: string;
  readonly agencyId: number;
  readonly kind: PictureOwnerKind;
  /** The language the captions are shown in (the request's, else the agency's); absent: the default caption. */
  readonly languageId?: LanguageId | null;
}

/** A picture's caption in a language: its own caption in that language, else the default one (`name`). */
export function pictureCaption(picture: Pick<PictureFiles, 'name' | 'captions'>, languageId: LanguageId | null | undefined): string | null {
  const code = languageId ? (languageCode(languageId) ?? undefined) : undefined;
  return (code !== undefined ? picture.captions?.[code] : undefined) ?? picture.name;
}

/** The URL of a picture's file in one family: its /media/ URL when uploaded, else its stored URL. */
export function pictureFileUrl(picture: PictureFiles, family: PictureFamily, links: PictureLinks): string {
  if (picture.mediaHash !== null) return mediaUrl(links.mediaBaseUrl, { ...links, id: picture.id, version: picture.version }, FAMILY_PRESET[family]);
  return pictureUrl(links.baseUrl, picture[FILE_COLUMNS[family][0]] as string);
}

/** The pictures of one property or project (ordered by position) as records of one size family. */
export function pictureRecords(pictures: readonly PictureFiles[], family: PictureFamily, links: PictureLinks): PictureRecord[] {
  const [, width, height] = FILE_COLUMNS[family];
  return pictures.map((picture) => ({
    ID: picture.id,
    Url: pictureFileUrl(picture, family, links),
    Width: picture[width] as number,
    Height: picture[height] as number,
    Name: pictureCaption(picture, links.languageId),
    Version: picture.version,
  }));
}

/** A picture with every family's file (PictureItemRecord), for the property or project it belongs to. */
export function pictureItem(
  picture: PictureFileColumns,
  owner: { readonly propertyId: number | null; readonly projectId: number | null },
  links: PictureLinks,
): PictureItemRecord {
  return {
    ID: picture.id,
    ObjectID: owner.propertyId,
    ProjectID: owner.projectId,
    Position: picture.position,
    Name: pictureCaption(picture, links.languageId),
    SmallUrl: pictureFileUrl(picture, 'Small', links),
    SmallWidth: picture.smallWidth,
    SmallHeight: picture.smallHeight,
    MediumUrl: pictureFileUrl(picture, 'Medium', links),
    MediumWidth: picture.mediumWidth,
    MediumHeight: picture.mediumHeight,
    LargeUrl: pictureFileUrl(picture, 'Large', links),
    LargeWidth: picture.largeWidth,
    LargeHeight: picture.largeHeight,
    XLargeUrl: pictureFileUrl(picture, 'XLarge', links),
    XLargeWidth: picture.xlargeWidth,
    XLargeHeight: picture.xlargeHeight,
    Version: picture.version,
  };
}

/**
 * One page of the pictures of published properties or projects (`allowed` owner ids), ordered by
 * owner and position, as PictureItemRecords. `ownerOf` names the owner of a picture.
 */
export function picturePage<P extends PictureFileColumns>(
  pictures: readonly P[],
  ownerOf: (picture: P) => { readonly propertyId: number | null; readonly projectId: number | null },
  allowed: ReadonlySet<number>,
  page: PageRequest,
  links: PictureLinks,
): Page<PictureItemRecord> {
  const owner = (picture: P) => {
    const { propertyId, projectId } = ownerOf(picture);
    return propertyId ?? projectId ?? 0;
  };
  const items = pictures.filter((picture) => allowed.has(owner(picture))).sort((a, b) => owner(a) - owner(b) || a.position - b.position || a.id - b.id);
  const listed = pageOfItems(items, page);
  return { ...listed, Items: listed.Items.map((picture) => pictureItem(picture, ownerOf(picture), links)) };
}
