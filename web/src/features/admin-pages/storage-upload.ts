import { getSupabase } from '../../lib/supabase';

/** Texts of one kind of upload (a cover, a library image), in Polish. */
export type UploadMessages = {
  /** By the storage status code of a refusal ("403", "409", "413", "415", "400"). */
  byStatus: Record<string, string>;
  /** Prefix of any other failure, e.g. "Nie udało się wgrać okładki". */
  failed: string;
  aborted: string;
  signedOut: string;
};

export class UploadError extends Error {
  constructor(
    message: string,
    /** Storage's statusCode of the refusal, when the server refused. */
    readonly statusCode?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export type UploadRequest = {
  bucket: string;
  path: string;
  body: Blob;
  contentType: string;
  /** Replace an existing object (x-upsert: true) or refuse with 409. */
  upsert: boolean;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  messages: UploadMessages;
};

/**
 * Uploads one object with progress. supabase-js's upload reports no progress, so this is the same request it sends
 * (POST /storage/v1/object/<bucket>/<path> with the user's token and the apikey) made with XMLHttpRequest, whose
 * `upload.onprogress` reports the bytes sent.
 */
export async function uploadWithProgress(request: UploadRequest): Promise<void> {
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new UploadError(request.messages.signedOut);
  const apiUrl = import.meta.env.VITE_SUPABASE_URL;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (!apiUrl || !anonKey) throw new UploadError('Brak konfiguracji Supabase (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY).');
  const url = `${apiUrl.replace(/\/+$/, '')}/storage/v1/object/${request.bucket}/${request.path}`;

  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('apikey', anonKey);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('x-upsert', String(request.upsert));
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('content-type', request.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress(1);
        resolve();
        return;
      }
      let body: { statusCode?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON (e.g. a proxy's HTML page): the status code below still says what happened.
      }
      const code = body.statusCode ?? String(xhr.status);
      const known = request.messages.byStatus[code];
      reject(new UploadError(known ?? `${request.messages.failed} (${code}${body.message ? `: ${body.message}` : ''}).`, code));
    };
    xhr.onerror = () => reject(new UploadError(`${request.messages.failed}: brak połączenia z serwerem. Spróbuj ponownie.`));
    xhr.onabort = () => reject(new UploadError(request.messages.aborted));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
