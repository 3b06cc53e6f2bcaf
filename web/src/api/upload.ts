import { noteAnswer, sessionHeaders } from './client';
import { ApiError, isProblem } from './problem';

/**
 * POSTs a multipart form (a file upload) and reports the bytes sent as they go: fetch cannot
 * tell upload progress, XMLHttpRequest can. The session's CSRF token goes along as with every
 * other write; the answer is the created resource, or an ApiError with the problem details.
 */
export function postForm<T>(url: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
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
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(new ApiError(request.status, isProblem(body) ? body : null));
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.onabort = () => reject(new ApiError(0, null));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
