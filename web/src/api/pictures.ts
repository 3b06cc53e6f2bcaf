import { api, noteAnswer, sessionHeaders, unwrap } from './client';
import { ApiError, isProblem } from './problem';
import type { components } from './schema';

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

/**
 * Uploads one image (multipart, the part `file`) and reports the bytes sent as they go: fetch
 * cannot tell upload progress, XMLHttpRequest can. The session's CSRF token goes along as with
 * every other write; the answer is the stored picture, or an ApiError with the problem details.
 */
export function uploadPicture(propertyId: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Picture> {
  const url = `/api/v1/properties/${propertyId}/pictures`;
  return new Promise<Picture>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    for (const [name, value] of Object.entries(sessionHeaders('POST'))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      noteAnswer(url, request.status);
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) resolve(body as Picture);
      else reject(new ApiError(request.status, isProblem(body) ? body : null));
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.onabort = () => reject(new ApiError(0, null));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
