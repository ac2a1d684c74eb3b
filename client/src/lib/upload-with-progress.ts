/**
 * A multipart upload with the browser's upload progress (XMLHttpRequest: fetch reports none), answering
 * like apiJson: the parsed body, or an ApiError carrying the server's message.
 */
import { ApiError, authorizationHeader } from './api';

export interface UploadHandle<T> {
  done: Promise<T>;
  abort(): void;
}

/** POSTs `form` to `url`; `onProgress` gets whole percents of the bytes sent. */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  parse: (body: unknown) => T,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve(parse(JSON.parse(xhr.responseText)));
        } catch (error) {
          reject(error);
        }
      } else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('The upload failed: check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
