import { routePath } from '@nearbite/api-client/api-call';
import { ApiError, ClientError } from '@nearbite/api-client/api-client';
import { consolePhotoRoutes, type StorePhotoDto } from '@nearbite/contract/console-photos';
import { API_BASE_PATH } from '@nearbite/domain/app-constants';
import { codeFromResponse } from '@nearbite/domain/client-errors';
import { PHOTO_MAX_BYTES } from '@nearbite/domain/photo-rules';
import { acceptLanguageFor, languageStore } from '../i18n/language';
import { call } from './api';
import { sessionEvents } from './session-events';
import { sessionHint } from './session-hint';

/**
 * A store's photos, for every screen that picks one (photos, profile, menu). Listing and deleting go
 * through `call`; the upload sends the picture's bytes (not JSON) with XMLHttpRequest, the one browser API
 * that reports upload progress, to the contract's route path.
 */

/** A large photo on a slow connection takes a while; this only ends an upload that stopped moving. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export function listPhotos(businessId: string, signal?: AbortSignal) {
  return call(consolePhotoRoutes.list, { params: { businessId }, ...(signal ? { signal } : {}) });
}

export function deletePhoto(businessId: string, photoId: string) {
  return call(consolePhotoRoutes.remove, { params: { businessId, photoId } });
}

/** The photo's URL at a served width, for previews and the catalog. */
export function photoUrlAt(url: string, width: 300 | 750): string {
  return `${url}?w=${width}`;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uploads `file` as the store's photo; `onProgress` hears the share sent (0 to 1). A file over the cap is
 * refused here with the server's code (A200) before a byte is sent. Errors are the API's coded errors.
 */
export function uploadPhoto(
  businessId: string,
  file: Blob,
  options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<StorePhotoDto> {
  if (file.size > PHOTO_MAX_BYTES) return Promise.reject(new ClientError('A200'));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_PATH}${routePath(consolePhotoRoutes.upload.url, { businessId })}`);
    request.withCredentials = true;
    request.timeout = UPLOAD_TIMEOUT_MS;
    // The server reads the type from the bytes; this only has to be an image type (HEIC often has none).
    request.setRequestHeader(
      'content-type',
      file.type.startsWith('image/') ? file.type : 'application/octet-stream',
    );
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', acceptLanguageFor(languageStore.get()));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300 && body) return resolve(body as StorePhotoDto);
      if (request.status === 401) {
        sessionHint.set(false);
        sessionEvents.signedOut();
      }
      reject(new ApiError(codeFromResponse(request.status, body), request.status, body));
    };
    request.onerror = () => reject(new ApiError(codeFromResponse(null, undefined), null, undefined));
    request.ontimeout = request.onerror;
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    request.send(file);
  });
}
