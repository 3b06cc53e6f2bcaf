import { defineRecord, pageOf, type RecordOf } from '../common/record.js';

/** Kinds of point of interest. */
export const POINT_OF_INTEREST_KINDS = ['school', 'station', 'shop', 'park', 'hospital', 'sport', 'other'] as const;

/** Coordinates as on property records: GoogleX the longitude, GoogleY the latitude. */

/** A neighbourhood, with how many of the agency's properties lie in it (GetNeighbourhoodList). */
export const NeighbourhoodRecord = defineRecord('Neighbourhood', {
  ID: 'int',
  Name: 'string',
  City: 'string',
  GoogleX: 'decimal',
  GoogleY: 'decimal',
  NumberOfProperties: 'int',
});
export type NeighbourhoodRecord = RecordOf<typeof NeighbourhoodRecord>;

export const NeighbourhoodPage = pageOf('NeighbourhoodList', NeighbourhoodRecord, 'Neighbourhood');

/** A point of interest (GetPointOfInterestList). */
export const PointOfInterestRecord = defineRecord('PointOfInterest', {
  ID: 'int',
  Name: 'string',
  Kind: 'string',
  NeighbourhoodID: 'int',
  GoogleX: 'decimal',
  GoogleY: 'decimal',
});
export type PointOfInterestRecord = RecordOf<typeof PointOfInterestRecord>;

export const PointOfInterestPage = pageOf('PointOfInterestList', PointOfInterestRecord, 'PointOfInterest');
