import { InvalidInputError } from '../common/errors.js';

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

export type SortDirection = 'ASC' | 'DESC';

export interface SortKey {
  /** The Property entity attribute to sort on. */
  readonly column: (typeof SORTABLE_FIELDS)[keyof typeof SORTABLE_FIELDS];
  readonly direction: SortDirection;
}

const FIELD_BY_LOWER_NAME = new Map(Object.entries(SORTABLE_FIELDS).map(([name, column]) => [name.toLowerCase(), column]));
const DEFAULT_ORDER: readonly SortKey[] = [
  { column: 'createdAt', direction: 'DESC' },
  { column: 'id', direction: 'DESC' },
];

/** Parses SORTORDER into sort keys ending with the ID tie-breaker; unknown fields throw InvalidInputError('SORTORDER'). */
export function parseSortOrder(text: string | null | undefined): SortKey[] {
  const items = (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return [...DEFAULT_ORDER];
  const keys: SortKey[] = [];
  for (const item of items) {
    const match = /^(\S+)(?:\s+(asc|desc))?$/i.exec(item);
    const column = match ? FIELD_BY_LOWER_NAME.get(match[1]!.toLowerCase()) : undefined;
    if (!match || !column) {
      throw new InvalidInputError(
        'SORTORDER',
        `"${item.slice(0, 40)}" is not a sort field; use ${Object.keys(SORTABLE_FIELDS).join(', ')}, each optionally followed by ASC or DESC.`,
      );
    }
    if (keys.some((key) => key.column === column)) throw new InvalidInputError('SORTORDER', `${match[1]} is given more than once.`);
    keys.push({ column, direction: (match[2]?.toUpperCase() as SortDirection | undefined) ?? 'ASC' });
  }
  if (!keys.some((key) => key.column === 'id')) keys.push({ column: 'id', direction: keys[keys.length - 1]!.direction });
  return keys;
}
