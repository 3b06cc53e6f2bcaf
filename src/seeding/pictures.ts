/**
 * Picture rows for generated properties: one picture in the four size families, each file's
 * width and height fitting the family's box (PICTURE_FAMILIES), at the picture's aspect ratio.
 */
import { PICTURE_FAMILIES } from '../common/codes.js';
import type { Random } from './random.js';

export interface PictureFields {
  position: number;
  name: string | null;
  smallUrl: string;
  smallWidth: number;
  smallHeight: number;
  mediumUrl: string;
  mediumWidth: number;
  mediumHeight: number;
  largeUrl: string;
  largeWidth: number;
  largeHeight: number;
  xlargeUrl: string;
  xlargeWidth: number;
  xlargeHeight: number;
  /** Generated pictures are URLs made elsewhere, not uploads. */
  mediaHash: null;
  version: number;
  captions: null;
}

/** Width/height ratios of camera and phone pictures: 4:3, 3:2, 16:9, and portrait 3:4. */
const ASPECTS = [4 / 3, 3 / 2, 16 / 9, 3 / 4] as const;

const ROOM_NAMES = ['Façade', 'Living', 'Kitchen', 'Bedroom', 'Bathroom', 'Garden', 'Terrace', 'View'] as const;

export function fitInBox(aspect: number, boxWidth: number, boxHeight: number): { width: number; height: number } {
  if (aspect >= boxWidth / boxHeight) return { width: boxWidth, height: Math.min(boxHeight, Math.round(boxWidth / aspect)) };
  return { width: Math.min(boxWidth, Math.round(boxHeight * aspect)), height: boxHeight };
}

/** URL of one family's file: /pictures/<agency>/<property>/<n>-<family>.jpg */
export function pictureUrl(agencyId: number, propertyId: number, position: number, family: string): string {
  return `/pictures/${agencyId}/${propertyId}/${position}-${family.toLowerCase()}.jpg`;
}

/** URL of a project picture's file: /pictures/<agency>/projects/<project>/<n>-<family>.jpg */
export function projectPictureUrl(agencyId: number, projectId: number, position: number, family: string): string {
  return `/pictures/${agencyId}/projects/${projectId}/${position}-${family.toLowerCase()}.jpg`;
}

export function pictureFields(
  random: Random,
  agencyId: number,
  ownerId: number,
  position: number,
  urlOf: (agencyId: number, ownerId: number, position: number, family: string) => string = pictureUrl,
): PictureFields {
  const aspect = position === 1 ? random.pick(ASPECTS.slice(0, 3)) : random.pick(ASPECTS);
  const [small, medium, large, xlarge] = PICTURE_FAMILIES.map((family) => ({
    url: urlOf(agencyId, ownerId, position, family.family),
    ...fitInBox(aspect, family.width, family.height),
  })) as [Sized, Sized, Sized, Sized];
  return {
    position,
    name: ROOM_NAMES[(position - 1) % ROOM_NAMES.length] ?? null,
    smallUrl: small.url,
    smallWidth: small.width,
    smallHeight: small.height,
    mediumUrl: medium.url,
    mediumWidth: medium.width,
    mediumHeight: medium.height,
    largeUrl: large.url,
    largeWidth: large.width,
    largeHeight: large.height,
    xlargeUrl: xlarge.url,
    xlargeWidth: xlarge.width,
    xlargeHeight: xlarge.height,
    mediaHash: null,
    version: 1,
    captions: null,
  };
}

interface Sized {
  url: string;
  width: number;
  height: number;
}
