/**
 * The listing's fields, grouped as an agent thinks of a property. Each field is a path into the
 * API's property resource; the editor builds its form, its merge patch and its conflict view
 * from this list, and places the API's validation messages (JSON pointers) next to the fields.
 */
export type FieldKind = 'text' | 'textarea' | 'integer' | 'decimal' | 'money' | 'surface' | 'boolean' | 'goal' | 'status' | 'year' | 'propertyType';

export interface FieldSpec {
  readonly path: string;
  /** The key of its label under `fields.` in the texts. */
  readonly label: string;
  readonly kind: FieldKind;
  readonly required?: boolean;
  readonly min?: number;
  readonly max?: number;
  /** Columns out of 12 on a wide screen. */
  readonly span?: number;
}

export interface FieldGroup {
  readonly key: string;
  readonly fields: readonly FieldSpec[];
}

export const DESCRIPTION_LANGUAGES = ['nl', 'fr', 'en'] as const;
/** The API's texts per language: descriptionA (short) and descriptionB (long). */
export const DESCRIPTION_FIELDS = ['descriptionA', 'descriptionB'] as const;

export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    key: 'address',
    fields: [
      { path: 'street', label: 'street', kind: 'text', span: 8 },
      { path: 'houseNumber', label: 'houseNumber', kind: 'text', span: 4 },
      { path: 'zip', label: 'zip', kind: 'text', span: 4 },
      { path: 'city', label: 'city', kind: 'text', span: 8 },
      { path: 'district', label: 'district', kind: 'text' },
      { path: 'latitude', label: 'latitude', kind: 'decimal', min: -90, max: 90 },
      { path: 'longitude', label: 'longitude', kind: 'decimal', min: -180, max: 180 },
    ],
  },
  {
    key: 'price',
    fields: [
      { path: 'reference', label: 'reference', kind: 'text' },
      // Chosen by name from the agency API's /reference/property-types (TypeID, required to create a listing).
      { path: 'typeId', label: 'type', kind: 'propertyType', required: true },
      { path: 'goal', label: 'goal', kind: 'goal', required: true },
      { path: 'price', label: 'price', kind: 'money', min: 0 },
      { path: 'startPrice', label: 'startPrice', kind: 'money', min: 0 },
      { path: 'publishPrice', label: 'publishPrice', kind: 'boolean' },
    ],
  },
  {
    key: 'rooms',
    fields: [
      { path: 'bedrooms', label: 'bedrooms', kind: 'integer', min: 0, span: 4 },
      { path: 'bathrooms', label: 'bathrooms', kind: 'integer', min: 0, span: 4 },
      { path: 'toilets', label: 'toilets', kind: 'integer', min: 0, span: 4 },
      { path: 'garages', label: 'garages', kind: 'integer', min: 0, span: 4 },
      { path: 'parkings', label: 'parkings', kind: 'integer', min: 0, span: 4 },
      { path: 'floor', label: 'floor', kind: 'integer', span: 4 },
      { path: 'showerRooms', label: 'showerRooms', kind: 'integer', min: 0, span: 4 },
      { path: 'surfaceTotal', label: 'surfaceTotal', kind: 'surface', min: 0, span: 4 },
      { path: 'surfaceLiving', label: 'surfaceLiving', kind: 'surface', min: 0, span: 4 },
      { path: 'surfaceGround', label: 'surfaceGround', kind: 'surface', min: 0, span: 4 },
      { path: 'surfaceGarden', label: 'surfaceGarden', kind: 'surface', min: 0, span: 4 },
      { path: 'surfaceTerrace', label: 'surfaceTerrace', kind: 'surface', min: 0, span: 4 },
    ],
  },
  {
    key: 'features',
    fields: [
      { path: 'hasGarden', label: 'hasGarden', kind: 'boolean', span: 4 },
      { path: 'hasLift', label: 'hasLift', kind: 'boolean', span: 4 },
      { path: 'hasCellar', label: 'hasCellar', kind: 'boolean', span: 4 },
      { path: 'hasAttic', label: 'hasAttic', kind: 'boolean', span: 4 },
      { path: 'hasFurnished', label: 'hasFurnished', kind: 'boolean', span: 4 },
      { path: 'constructionYear', label: 'constructionYear', kind: 'year', min: 1000, max: 2100, span: 4 },
    ],
  },
  {
    key: 'energy',
    fields: [{ path: 'energyPerformance', label: 'energyPerformance', kind: 'integer', min: 0 }],
  },
  {
    key: 'publication',
    fields: [
      { path: 'status', label: 'status', kind: 'status', required: true },
      { path: 'virtualTour', label: 'virtualTour', kind: 'text', span: 12 },
    ],
  },
];

/** The listing as a unit of a construction project: its project and that project's building (UnitLink edits both). */
export const LINK_PATHS = ['projectId', 'buildingId'] as const;

/** Every path the editor edits: the grouped fields, the project link and the descriptions in each language. */
export const ALL_PATHS: readonly string[] = [
  ...FIELD_GROUPS.flatMap((group) => group.fields.map((field) => field.path)),
  ...LINK_PATHS,
  ...DESCRIPTION_LANGUAGES.flatMap((language) => DESCRIPTION_FIELDS.map((field) => `descriptions.${language}.${field}`)),
];

const BY_PATH = new Map(FIELD_GROUPS.flatMap((group) => group.fields.map((field) => [field.path, field] as const)));
export function specOf(path: string): FieldSpec | undefined {
  return BY_PATH.get(path);
}

/** A new listing starts as a prospective sale, not yet published. */
export const NEW_LISTING = { goal: 0, status: 0 };
