import type { ListingsSearch } from '../screens/listings/search';
import { api, unwrap, unwrapVersioned } from './client';
import type { components } from './schema';

export type Property = components['schemas']['PropertyResource'];
export type PropertyPatch = components['schemas']['PropertyPatchBody'];
export type PropertyBody = components['schemas']['PropertyBody'];
export type PropertyStatus = Property['status'];

/** One page of listings, filtered and sorted by the API (keyset paging: only this page is loaded). */
export function listProperties(search: ListingsSearch, limit: number) {
  return unwrap(
    api.GET('/api/v1/properties', {
      params: {
        query: {
          limit,
          cursor: search.cursor,
          q: search.q,
          status: search.status?.join(','),
          goal: search.goal as Property['goal'] | undefined,
          typeId: search.type,
          agent: search.agent,
          cityId: search.city,
          zip: search.zip,
          priceMin: search.priceMin,
          priceMax: search.priceMax,
          sort: search.sort,
        },
      },
    }),
  );
}

export function getProperty(id: number) {
  return unwrapVersioned(api.GET('/api/v1/properties/{id}', { params: { path: { id } } }));
}

export function createProperty(body: PropertyBody) {
  return unwrapVersioned(api.POST('/api/v1/properties', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
}

/** A JSON Merge Patch, applied only when the listing is still at `etag` (else 412, nothing changed). */
export function updateProperty(id: number, patch: PropertyPatch, etag: string | null) {
  return unwrapVersioned(
    api.PATCH('/api/v1/properties/{id}', {
      params: { path: { id } },
      body: patch,
      headers: { 'Content-Type': 'application/merge-patch+json', ...(etag ? { 'If-Match': etag } : {}) },
    }),
  );
}

/** The bulk status change: each listing on its own (a listing refused does not stop the others). */
export function changePropertyStatus(id: number, status: PropertyStatus) {
  return unwrap(api.PATCH('/api/v1/properties/{id}', { params: { path: { id } }, body: { status } }));
}
