import { api, unwrap, unwrapVersioned } from './client';
import type { components } from './schema';

export type Lead = components['schemas']['LeadDocument'];
export type LeadStatus = Lead['status'];
export type LeadChange = components['schemas']['LeadBody'];
export type StaffUser = components['schemas']['StaffUserDocument'];

export interface LeadsQuery {
  readonly status?: LeadStatus;
  readonly assigned?: string;
  readonly personId?: number;
  readonly cursor?: string;
  readonly limit: number;
}

/** One page of the inbox, newest first (keyset paging). */
export function listLeads(query: LeadsQuery) {
  return unwrap(api.GET('/api/v1/leads', { params: { query: { status: query.status, assignedUserId: query.assigned, personId: query.personId, cursor: query.cursor, limit: query.limit } } }));
}

export function getLead(id: number) {
  return unwrapVersioned(api.GET('/api/v1/leads/{id}', { params: { path: { id } } }));
}

/** Marks handled (or new again) or assigns, only when the lead is still at `version` (else 412). */
export function changeLead(id: number, change: LeadChange, version: number) {
  return unwrapVersioned(api.PATCH('/api/v1/leads/{id}', { params: { path: { id }, header: { 'If-Match': `"${version}"` } }, body: change }));
}

/** The agency's users (the colleagues a lead can be assigned to), in pages of 100 up to 1,000. */
export async function listStaffUsers(): Promise<StaffUser[]> {
  const users: StaffUser[] = [];
  let cursor: string | undefined;
  do {
    const page = await unwrap(api.GET('/api/v1/staff-users', { params: { query: { limit: 100, cursor } } }));
    users.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && users.length < 1000);
  return users;
}
