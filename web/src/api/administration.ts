import { api, unwrap } from './client';
import type { components } from './schema';

/** What an admin manages through the agency API: staff and their logins, departments, API keys, webhooks, the agency's settings. */
type Schemas = components['schemas'];
export type StaffMember = Schemas['StaffUserDocument'];
export type StaffLogin = Schemas['StaffLoginDocument'];
export type StaffMemberBody = Schemas['StaffUserBody'];
export type StaffMemberChange = Schemas['StaffUserPatch'];
export type Department = Schemas['DepartmentDocument'];
export type ApiKey = Schemas['ApiKeyDocument'];
export type CreatedApiKey = Schemas['CreatedApiKeyDocument'];
export type ApiKeyBody = Schemas['ApiKeyBody'];
export type Webhook = Schemas['WebhookDocument'];
export type CreatedWebhook = Schemas['CreatedWebhookDocument'];
export type WebhookBody = Schemas['WebhookBody'];
export type WebhookChange = Schemas['WebhookPatch'];
export type WebhookDelivery = Schemas['WebhookDeliveryDocument'];
export type Settings = Schemas['SettingsDocument'];
export type SettingsChange = Schemas['SettingsPatch'];
export type Role = StaffLogin['role'];

/** A fresh Idempotency-Key: a POST retried after a lost answer then makes nothing twice. */
export function idempotencyKey(): string {
  return crypto.randomUUID();
}

/** Every page of a list the API pages by cursor (up to `max` items): the admin lists are short. */
async function all<T>(page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | null }>, max = 2000): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const answer = await page(cursor);
    items.push(...answer.items);
    cursor = answer.nextCursor ?? undefined;
  } while (cursor && items.length < max);
  return items;
}

// Staff and their logins

export function listMembers(): Promise<StaffMember[]> {
  return all((cursor) => unwrap(api.GET('/api/v1/staff-users', { params: { query: { limit: 200, cursor } } })));
}

export function addMember(body: StaffMemberBody, key: string) {
  return unwrap(api.POST('/api/v1/staff-users', { params: { header: { 'Idempotency-Key': key } }, body }));
}

export function changeMember(id: number, change: StaffMemberChange) {
  return unwrap(api.PATCH('/api/v1/staff-users/{id}', { params: { path: { id } }, body: change }));
}

/** Gives a user without a login one: invited by mail to choose the password. */
export function inviteMember(id: number, role: Role, email?: string) {
  return unwrap(api.PUT('/api/v1/staff-users/{id}/login', { params: { path: { id } }, body: { role, ...(email ? { email } : {}) } }));
}

/** Changes a login's role, only while the login is still at `version` (else 412). */
export function changeRole(id: number, role: Role, version: number) {
  return unwrap(api.PATCH('/api/v1/staff-users/{id}/login', { params: { path: { id }, header: { 'If-Match': `"${version}"` } }, body: { role } }));
}

/** Removes a login (the user can no longer sign in; their records stay), only while it is still at `version`. */
export function removeLogin(id: number, version: number) {
  return unwrap(api.DELETE('/api/v1/staff-users/{id}/login', { params: { path: { id }, header: { 'If-Match': `"${version}"` } } }));
}

export async function listDepartments(): Promise<Department[]> {
  return (await unwrap(api.GET('/api/v1/departments'))).items;
}

export function addDepartment(name: string, key: string) {
  return unwrap(api.POST('/api/v1/departments', { params: { header: { 'Idempotency-Key': key } }, body: { name } }));
}

export function removeDepartment(id: number) {
  return unwrap(api.DELETE('/api/v1/departments/{id}', { params: { path: { id } } }));
}

// API keys

export function listApiKeys(): Promise<ApiKey[]> {
  return all((cursor) => unwrap(api.GET('/api/v1/api-keys', { params: { query: { limit: 200, cursor } } })));
}

export function createApiKey(body: ApiKeyBody, key: string) {
  return unwrap(api.POST('/api/v1/api-keys', { params: { header: { 'Idempotency-Key': key } }, body }));
}

export function revokeApiKey(id: number) {
  return unwrap(api.DELETE('/api/v1/api-keys/{id}', { params: { path: { id } } }));
}

// Webhooks

export function listWebhooks(): Promise<Webhook[]> {
  return all((cursor) => unwrap(api.GET('/api/v1/webhooks', { params: { query: { limit: 200, cursor } } })));
}

export function getWebhook(id: number) {
  return unwrap(api.GET('/api/v1/webhooks/{id}', { params: { path: { id } } }));
}

export function createWebhook(body: WebhookBody, key: string) {
  return unwrap(api.POST('/api/v1/webhooks', { params: { header: { 'Idempotency-Key': key } }, body }));
}

/** Changes a subscription, only while it is still at `version` (else 412). */
export function changeWebhook(id: number, change: WebhookChange, version: number) {
  return unwrap(api.PATCH('/api/v1/webhooks/{id}', { params: { path: { id }, header: { 'If-Match': `"${version}"` } }, body: change }));
}

export function deleteWebhook(id: number, version: number) {
  return unwrap(api.DELETE('/api/v1/webhooks/{id}', { params: { path: { id }, header: { 'If-Match': `"${version}"` } } }));
}

/** One page of a subscription's deliveries, newest first. */
export function listDeliveries(id: number, cursor: string | undefined, limit: number) {
  return unwrap(api.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id }, query: { cursor, limit } } }));
}

export function redeliver(id: number, deliveryId: number) {
  return unwrap(api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', { params: { path: { id, deliveryId } } }));
}

// Settings

export function getSettings() {
  return unwrap(api.GET('/api/v1/settings'));
}

export function changeSettings(change: SettingsChange) {
  return unwrap(api.PATCH('/api/v1/settings', { body: change }));
}
