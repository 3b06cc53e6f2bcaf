import type { ServerResponse } from 'node:http';
import { API_BASE } from '../http/problem.js';

/** The fields of a validated body that were sent (JSON Merge Patch: absent = keep, null = clear). */
export function sentFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** An RFC 3339 text of a validated body as a date; null and absent stay as they are. */
export function dateOf(value: string | null | undefined): Date | null | undefined {
  return value === null || value === undefined ? value : new Date(value);
}

/** `Location` of a created resource, relative to the API's base (`/api/v1/persons/7`). */
export function locate(response: ServerResponse, path: string): void {
  response.setHeader('Location', `${API_BASE}/${path}`);
}
