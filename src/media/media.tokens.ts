/** Nest injection token of the MediaStore (media-store.ts). */
export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** Nest injection token of the DocumentStore (document-files.ts). */
export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');
