/**
 * What the sync clients read besides the listings: when properties left publication, the
 * sub-statuses of some listings, office, store and second-plot surfaces and shower rooms, project pictures and publication flags, and the agency's price
 * ranges. Built last, with its own random sequence, so the rest of the data set stays as it was.
 */
import { PROPERTY_STATUS } from '../common/codes.js';
import type { Property } from '../properties/properties.entities.js';
import type { AgencyContext } from './demo-context.js';
import { pictureFields, projectPictureUrl } from './pictures.js';
import { Random } from './random.js';
import { MARQUEE } from './reference-tables.js';

/** Sale and monthly-rent ranges offered in the agencies' search forms (null = open bound). */
const PRICE_RANGES: Readonly<Record<0 | 1, readonly (readonly [number | null, number | null])[]>> = {
  0: [
    [null, 200_000],
    [200_000, 300_000],
    [300_000, 400_000],
    [400_000, 600_000],
    [600_000, null],
  ],
  1: [
    [null, 750],
    [750, 1_000],
    [1_000, 1_500],
    [1_500, null],
  ],
};

const UNDER_OPTION = 1;
const NEW_SUB_STATUS = 5;

const OFFICE_TYPE = 30;
const STORE_TYPES = [31, 32];

/** Offices and shops get their office or store surface, some large plots a second one, larger homes a shower room. */
function fillExtraSurfaces(property: Property, random: Random): void {
  const main = property.surfaceLiving ?? property.surfaceTotal;
  if (property.typeId === OFFICE_TYPE || property.isOffice) property.surfaceOffice = main;
  if (STORE_TYPES.includes(property.typeId)) property.surfaceStore = main;
  if ((property.surfaceGround ?? 0) > 1_500 && random.chance(0.3)) property.surfaceGround2 = random.int(200, 2_000);
  if (property.bedrooms >= 3 && random.chance(0.5)) property.showerRooms = 1;
}

export function buildPublication(context: AgencyContext): void {
  const { agencyId, rows, ids } = context;
  const random = new Random(0x9ab1_0000 + agencyId);
  for (const property of context.properties) {
    // Cancelled and inactive listings left publication at their last change.
    if (property.status === PROPERTY_STATUS.Cancelled || property.status === PROPERTY_STATUS.Inactive) {
      property.withdrawnAt = property.lastChangedAt;
    }
    fillExtraSurfaces(property, random);
    // Every 13th active listing is under option.
    if (property.status === PROPERTY_STATUS.Active && property.projectId === null && property.id % 13 === 0) {
      property.subStatus = UNDER_OPTION;
      // It carries the sub-status's marquee, so MarqueeIDs=5 (Under option) finds it.
      property.marquee = MARQUEE.UnderOption;
    }
  }
  for (const [index, project] of rows.projects.filter((p) => p.agencyId === agencyId).entries()) {
    project.subStatusId = index === 0 ? null : NEW_SUB_STATUS;
    for (let position = 1; position <= 3; position++) {
      rows.projectPictures.push({ id: ids.projectPicture.next(), projectId: project.id, ...pictureFields(random, agencyId, project.id, position, projectPictureUrl) });
    }
  }
  for (const goal of [0, 1] as const) {
    PRICE_RANGES[goal].forEach(([priceFrom, priceTo], index) => {
      rows.priceRanges.push({ id: ids.priceRange.next(), agencyId, goal, priceFrom, priceTo, showOrder: index + 1 });
    });
  }
}
