import { api, unwrap } from './client';
import type { components } from './schema';
import { postForm } from './upload';

export type Picture = components['schemas']['PictureDocument'];

const path = '/api/v1/properties/{id}/pictures' as const;

/** The listing's pictures by position (the first is the main picture). */
export async function listPictures(propertyId: number): Promise<Picture[]> {
  return (await unwrap(api.GET(path, { params: { path: { id: propertyId } } }))).items;
}

/** Puts the pictures in this order (every picture id once); answers the list in its new order. */
export async function reorderPictures(propertyId: number, pictureIds: readonly number[]): Promise<Picture[]> {
  return (await unwrap(api.PUT(`${path}/order`, { params: { path: { id: propertyId } }, body: { pictureIds: [...pictureIds] } }))).items;
}

/** The languages a picture's caption is kept in on this screen (the agency's sites speak them). */
export const CAPTION_LANGUAGES = ['nl', 'fr', 'en'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];

/** Sets (or, with null, removes) the picture's caption in one language; the other languages keep theirs. */
export function setCaption(propertyId: number, pictureId: number, language: CaptionLanguage, caption: string | null) {
  return unwrap(api.PATCH(`${path}/{pictureId}`, { params: { path: { id: propertyId, pictureId } }, body: { captions: { [language]: caption } } }));
}

export async function deletePicture(propertyId: number, pictureId: number): Promise<void> {
  await unwrap(api.DELETE(`${path}/{pictureId}`, { params: { path: { id: propertyId, pictureId } } }));
}

/** Uploads one image (multipart, the part `file`), reporting the bytes sent as they go; answers the stored picture. */
export function uploadPicture(propertyId: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Picture> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<Picture>(`/api/v1/properties/${propertyId}/pictures`, form, onProgress, signal);
}
