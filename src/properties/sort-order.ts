import { parseSortFields, type SortDirection, type SortKey as GenericSortKey, type SortSpec } from '../common/sort-fields.js';

/**
 * SORTORDER: a comma list of field names, each optionally followed by ASC or DESC
 * (e.g. `Price DESC,CreatedDate`). Field names and directions are matched without regard to
 * case; a field without a direction sorts ascending. Empty means newest first
 * (`CreatedDate DESC`). Rows tied on every given field are ordered by ID in the direction of
 * the last field, so paging is stable.
 *
 * | SORTORDER field    | sorts by                    |
 * |--------------------|-----------------------------|
 * | ID                 | property id                 |
 * | Ident              | dossier reference           |
 * | Price              | price                       |
 * | CreatedDate        | date created                |
 * | LastChangedDate    | date last changed           |
 * | Zip                | postcode                    |
 * | City               | city name                   |
 * | NumberOfBedRooms   | number of bedrooms          |
 * | SurfaceLiving      | living surface              |
 * | SurfaceTotal       | total surface               |
 * | SurfaceGround      | ground surface              |
 * | TypeID             | property type               |
 * | Goal               | goal (sale, rent, take-over)|
 */
export const SORTABLE_FIELDS = {
  ID: 'id',
  Ident: 'ident',
  Price: 'price',
  CreatedDate: 'createdAt',
  LastChangedDate: 'lastChangedAt',
  Zip: 'zip',
  City: 'city',
  NumberOfBedRooms: 'bedrooms',
  SurfaceLiving: 'surfaceLiving',
  SurfaceTotal: 'surfaceTotal',
  SurfaceGround: 'surfaceGround',
  TypeID: 'typeId',
  Goal: 'goal',
} as const;

export type PropertySortColumn = (typeof SORTABLE_FIELDS)[keyof typeof SORTABLE_FIELDS];
export type SortKey = GenericSortKey<PropertySortColumn>;
export type { SortDirection };

const PROPERTY_SORT: SortSpec<PropertySortColumn> = {
  fields: SORTABLE_FIELDS,
  defaultOrder: [
    { column: 'createdAt', direction: 'DESC' },
    { column: 'id', direction: 'DESC' },
  ],
  tieBreaker: 'id',
};

/** Parses SORTORDER (or v1.2 SortFields) into sort keys ending with the ID tie-breaker; unknown fields throw InvalidInputError naming `field`. */
export function parseSortOrder(text: string | readonly string[] | null | undefined, field = 'SORTORDER'): SortKey[] {
  return parseSortFields(text, PROPERTY_SORT, field);
}
