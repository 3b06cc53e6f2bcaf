import { api, unwrap } from './client';
import type { components } from './schema';

export type ViewingSlot = components['schemas']['ViewingSlotDocument'];
export type NewViewingSlot = components['schemas']['ViewingSlotBody'];
export type ViewingSlotChange = components['schemas']['ViewingSlotPatch'];
export type Registration = components['schemas']['RegistrationDocument'];

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** The slots starting in [from, to), by start; every page of them (a week holds a few dozen). */
export async function listViewingSlots(from: Date, to: Date): Promise<ViewingSlot[]> {
  const slots: ViewingSlot[] = [];
  let cursor: string | undefined;
  do {
    const page = await unwrap(api.GET('/api/v1/viewing-slots', { params: { query: { from: from.toISOString(), to: new Date(to.getTime() - 1).toISOString(), cursor, limit: 200 } } }));
    slots.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && slots.length < 2000);
  return slots;
}

/** How many slots start in [from, to) (one row is read: the total is what counts). */
export async function countViewingSlots(from: Date, to: Date): Promise<number> {
  return (await unwrap(api.GET('/api/v1/viewing-slots', { params: { query: { from: from.toISOString(), to: new Date(to.getTime() - 1).toISOString(), limit: 1 } } }))).total;
}

export function getViewingSlot(id: number) {
  return unwrap(api.GET('/api/v1/viewing-slots/{id}', { params: { path: { id } } }));
}

export function createViewingSlot(body: NewViewingSlot) {
  return unwrap(api.POST('/api/v1/viewing-slots', { body, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
}

export function changeViewingSlot(id: number, patch: ViewingSlotChange, version: number) {
  return unwrap(api.PATCH('/api/v1/viewing-slots/{id}', { params: { path: { id }, header: ifMatch(version) }, body: patch }));
}

/** Refused (409, kept) while persons are registered to it. */
export function deleteViewingSlot(id: number, version: number) {
  return unwrap(api.DELETE('/api/v1/viewing-slots/{id}', { params: { path: { id }, header: ifMatch(version) } }));
}

export async function listRegistrations(slotId: number): Promise<Registration[]> {
  return (await unwrap(api.GET('/api/v1/viewing-slots/{id}/registrations', { params: { path: { id: slotId } } }))).items;
}

/** Registers a person (once: a second time answers their registration); a full or ended slot is refused (409). */
export function registerPerson(slotId: number, personId: number) {
  return unwrap(api.POST('/api/v1/viewing-slots/{id}/registrations', { params: { path: { id: slotId } }, body: { personId }, headers: { 'Idempotency-Key': crypto.randomUUID() } }));
}

export function removeRegistration(slotId: number, registrationId: number) {
  return unwrap(api.DELETE('/api/v1/viewing-slots/{id}/registrations/{registrationId}', { params: { path: { id: slotId, registrationId } } }));
}
