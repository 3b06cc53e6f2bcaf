import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiKeyService } from '../../src/api-keys/api-keys.service.js';
import type { Role } from '../../src/api-keys/roles.js';
import { callJson, OWN } from '../fixtures/v12/http.js';
import { type ApiAnswer, callApi } from '../support/agency-api.js';
import type { TestApp } from '../support/app.js';
import { colouredPhoto } from '../support/images.js';

/** The data the back-office's browser suites set up through the service's own interfaces (agency API, v1.2). */
export type Call = (method: string, path: string, body?: unknown) => Promise<ApiAnswer>;

/** The colours of the test photos: each one a different image (the same image twice on a listing is a conflict). */
export const PHOTO_COLOURS: readonly [number, number, number][] = [
  [200, 60, 40],
  [40, 160, 80],
  [50, 90, 200],
  [220, 180, 30],
  [120, 40, 160],
];

export function temporaryDir(prefix: string): { dir: string; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An agency API caller with a new key of `role` for the agency (the demo agency by default). */
export async function apiCaller(app: TestApp, role: Role = 'admin', agencyId = 1): Promise<{ key: string; call: Call }> {
  const key = (await new ApiKeyService(app.dataSource).create(agencyId, `back-office tests ${role}`, role)).key;
  return { key, call: (method, path, body) => callApi(app, key, method, path, body) };
}

export async function withEditorKey<T>(app: TestApp, use: (call: Call, key: string) => Promise<T>): Promise<T> {
  const { key, call } = await apiCaller(app, 'editor');
  return use(call, key);
}

/** Uploads `count` photos (colours from `first` on) to a listing through the agency API; answers their ids. */
export async function uploadPictures(app: TestApp, listing: number, count: number, first = 0): Promise<number[]> {
  const { key } = await apiCaller(app, 'editor');
  const ids: number[] = [];
  for (const [r, g, b] of PHOTO_COLOURS.slice(first, first + count)) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await colouredPhoto(r, g, b))], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${app.baseUrl}/api/v1/properties/${listing}/pictures`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

/** Uploads a document file to a listing or project through the agency API (the fields as text parts); answers its id. */
export async function uploadDocumentFile(app: TestApp, fields: Record<string, string>, name: string, bytes: Buffer): Promise<number> {
  const { key } = await apiCaller(app, 'editor');
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${app.baseUrl}/api/v1/documents/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
  if (response.status !== 201) throw new Error(`document upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Sends a contact request through v1.2 ContactOnMe (as a website does) and answers the lead's id in the inbox. */
export async function sendLead(app: TestApp, call: Call, fields: Record<string, unknown>, credentials: object = OWN): Promise<number> {
  const result = await callJson(app.baseUrl, 'ContactOnMeJson', fields, credentials);
  if (result.Code !== 0) throw new Error(`ContactOnMe: ${JSON.stringify(result)}`);
  const page = await call('GET', '/leads?limit=1');
  return page.body.items[0].id as number;
}

/** Gives a staff user of the agency who has no login yet a login with `role`; answers the user's id. */
export async function giveLogin(call: Call, role: Role, email: string, password: string): Promise<number> {
  const users = (await call('GET', '/staff-users?limit=100')).body.items as { id: number; login: unknown }[];
  const user = users.find((candidate) => candidate.login === null);
  if (!user) throw new Error('no staff user without a login');
  const answer = await call('PUT', `/staff-users/${user.id}/login`, { email, role, password });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
  return user.id;
}
