import { MEDIA_TEXTS } from '../../../../core/mediaUpload';
import { actingAsHeaders, actingAsRefusal, fallBackToOwnProfile } from '../../apollo/actingAs';
import { csrfHeaders } from '../../apollo/csrf';

export interface UploadTarget {
  uploadUrl: string;
  uploadParameters: readonly { name: string; value: string }[];
}

/** A refused or broken upload post; `message` is the server's text when it gave one. */
export class UploadPostError extends Error {
  override name = 'UploadPostError';
}

/** The text of the server's failure envelope, if the body is one. */
function envelopeMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; message_detail?: unknown };
    const detail = typeof parsed.message_detail === 'string' ? parsed.message_detail : null;
    const message = typeof parsed.message === 'string' ? parsed.message : null;
    return message ?? detail;
  } catch {
    return null;
  }
}

/**
 * Posts a file to a registered upload: multipart, the signed parameters first, then the file as
 * "file", with the CSRF echo. XMLHttpRequest rather than fetch, because only it reports upload progress.
 * Resolves on a 2xx/3xx answer; rejects with the server's text otherwise.
 */
export async function postUploadFile(
  target: UploadTarget,
  file: Blob,
  options: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  // The upload belongs to the profile being acted for, like every other request to our API; a bucket elsewhere
  // (the scale-out option) is not told who acts.
  const ourApi = new URL(target.uploadUrl, window.location.href).origin === window.location.origin;
  const headers = { ...(await csrfHeaders()), ...(ourApi ? actingAsHeaders() : {}) };
  const form = new FormData();
  for (const { name, value } of target.uploadParameters) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.uploadUrl);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 400) {
        resolve();
        return;
      }
      const refused = actingAsRefusal(xhr.status, xhr.responseText);
      if (refused !== null) fallBackToOwnProfile(refused);
      reject(new UploadPostError(envelopeMessage(xhr.responseText) ?? MEDIA_TEXTS.uploadFailed));
    };
    xhr.onerror = () => reject(new UploadPostError(MEDIA_TEXTS.uploadFailed));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
