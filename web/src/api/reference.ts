import { api, unwrap } from './client';
import type { components } from './schema';

export type PropertyType = components['schemas']['PropertyTypeDocument'];
export type City = components['schemas']['CityDocument'];

/** The property types a listing's `typeId` is one of, with their names in every language (one short list, the same for every agency). */
export async function listPropertyTypes(): Promise<PropertyType[]> {
  return (await unwrap(api.GET('/api/v1/reference/property-types'))).items;
}

/** The cities the agency's listings are in (any status), by postcode, with their names in every language. */
export async function listAgencyCities(): Promise<City[]> {
  return (await unwrap(api.GET('/api/v1/reference/cities'))).items;
}
