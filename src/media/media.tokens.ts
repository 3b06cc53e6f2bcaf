/** Nest injection token of the MediaStore (media-store.ts). */
export const MEDIA_STORE = Symbol('MEDIA_STORE');
