import { api, unwrap } from './client';
import type { components } from './schema';

export type PropertyType = components['schemas']['PropertyTypeDocument'];

/** The property types a listing's `typeId` is one of, with their names in every language (one short list, the same for every agency). */
export async function listPropertyTypes(): Promise<PropertyType[]> {
  return (await unwrap(api.GET('/api/v1/reference/property-types'))).items;
}
