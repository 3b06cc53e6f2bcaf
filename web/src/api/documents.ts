import { api, unwrap } from './client';
import type { components } from './schema';
import { postForm } from './upload';

export type Document = components['schemas']['DocumentDocument'];
export type DocumentKind = Document['kind'];
export type DocumentChange = components['schemas']['DocumentBody'];

/** What documents belong to: a listing or a project (a person's documents are not shown here). */
export type DocumentOwner = { readonly propertyId: number } | { readonly projectId: number };

/** The kinds of document, in the order the screens offer them. */
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['plan', 'certificate', 'brochure', 'contract', 'picture', 'other'];

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** The owner's documents, newest first (at most 200: a record has a few). */
export async function listDocuments(owner: DocumentOwner) {
  return unwrap(api.GET('/api/v1/documents', { params: { query: { ...owner, sort: '-createdAt', limit: 200 } } }));
}

/** Uploads one file as an unpublished document of the owner (titled after the file), reporting the bytes sent as they go. */
export function uploadDocument(owner: DocumentOwner, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Document> {
  const form = new FormData();
  for (const [name, id] of Object.entries(owner)) form.append(name, String(id));
  form.append('file', file, file.name);
  return postForm<Document>('/api/v1/documents/uploads', form, onProgress, signal);
}

/** Adds a document by link. */
export function addDocumentLink(owner: DocumentOwner, document: { title: string; url: string; kind: DocumentKind; published: boolean }) {
  return unwrap(api.POST('/api/v1/documents', { body: { ...owner, ...document } }));
}

/** Changes a document (title, kind, link, published) as of `version`: a 412 when someone changed it meanwhile. */
export function changeDocument(id: number, change: DocumentChange, version: number) {
  return unwrap(api.PATCH('/api/v1/documents/{id}', { params: { path: { id }, header: ifMatch(version) }, body: change }));
}

export async function deleteDocument(id: number, version: number): Promise<void> {
  await unwrap(api.DELETE('/api/v1/documents/{id}', { params: { path: { id }, header: ifMatch(version) } }));
}

/** Where staff open an uploaded document's file whatever its publication (the session cookie goes along). */
export function documentFileUrl(id: number): string {
  return `/api/v1/documents/${id}/file`;
}
