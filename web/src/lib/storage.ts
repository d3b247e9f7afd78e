import { getSupabase } from './supabase';

/**
 * The site's storage in one place: the buckets (supabase/config.toml and the migrations), their public and
 * transformed addresses, and uploads with progress. Features use these instead of building storage URLs themselves.
 */
export const buckets = {
  /** Post covers and the admin's media library (public; image transformation). */
  covers: 'covers',
  /** Pictures of the site itself, seeded from supabase/seed-files/media (public). */
  media: 'media',
  /** Logos of the ranking's tools (public). */
  logos: 'logos',
  /** Pictures of the visitors' creatures (public; each author writes their own folder). */
  stwory: 'stwory',
  /** Downloadable files (private: signed links only). */
  gratisy: 'gratisy',
} as const;

export type BucketName = (typeof buckets)[keyof typeof buckets];

/** The storage API of one bucket (list, remove, upload, signed URLs), through the site's Supabase client. */
export function bucket(name: BucketName) {
  return getSupabase().storage.from(name);
}

/** An object's public address in a public bucket (`/object/public/<bucket>/<path>`). */
export function publicUrl(name: BucketName, path: string): string {
  return bucket(name).getPublicUrl(path).data.publicUrl;
}

export type ImageTransform = { width: number; height?: number; quality?: number; resize?: 'cover' | 'contain' | 'fill' };

/** A public image resized by Storage's image transformation (`/render/image/public/<bucket>/<path>?width=`). */
export function transformUrl(name: BucketName, path: string, transform: ImageTransform): string {
  return bucket(name).getPublicUrl(path, { transform }).data.publicUrl;
}

/** The public address built from the site's URL alone, for pages that must not load the client for a picture. */
export function publicUrlWithoutClient(name: BucketName, path: string): string {
  const base = String(import.meta.env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${name}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

// ─── Uploads with progress ───────────────────────────────────────────────────

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

export type ObjectUpload = {
  bucket: BucketName;
  path: string;
  body: Blob;
  contentType: string;
  /** Replace an existing object (x-upsert: true) or refuse with 409. */
  upsert: boolean;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/** How an upload ended: stored, refused by Storage (its statusCode), or not sent at all. */
export type UploadOutcome =
  | { ok: true }
  | { ok: false; failure: 'refused'; statusCode: string; message?: string }
  | { ok: false; failure: 'signedOut' | 'network' | 'aborted' };

/**
 * Uploads one object with progress. supabase-js's upload reports no progress, so this is the same request it sends
 * (POST /storage/v1/object/<bucket>/<path> with the user's token and the apikey) made with XMLHttpRequest, whose
 * `upload.onprogress` reports the bytes sent.
 */
export async function sendObjectWithProgress(upload: ObjectUpload): Promise<UploadOutcome> {
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) return { ok: false, failure: 'signedOut' };
  const apiUrl = import.meta.env.VITE_SUPABASE_URL;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (!apiUrl || !anonKey) throw new UploadError('Brak konfiguracji Supabase (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY).');
  const url = `${apiUrl.replace(/\/+$/, '')}/storage/v1/object/${upload.bucket}/${upload.path}`;

  return new Promise<UploadOutcome>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('apikey', anonKey);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('x-upsert', String(upload.upsert));
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('content-type', upload.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        upload.onProgress(1);
        resolve({ ok: true });
        return;
      }
      let body: { statusCode?: string | number; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON (e.g. a proxy's HTML page): the status code below still says what happened.
      }
      resolve({ ok: false, failure: 'refused', statusCode: String(body.statusCode ?? xhr.status), message: body.message });
    };
    xhr.onerror = () => resolve({ ok: false, failure: 'network' });
    xhr.onabort = () => resolve({ ok: false, failure: 'aborted' });
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(upload.body);
  });
}

/** Texts of one kind of upload (a cover, a library image), in Polish. */
export type UploadMessages = {
  /** By the storage status code of a refusal ("403", "409", "413", "415", "400"). */
  byStatus: Record<string, string>;
  /** Prefix of any other failure, e.g. "Nie udało się wgrać okładki". */
  failed: string;
  aborted: string;
  signedOut: string;
};

/** sendObjectWithProgress that resolves once stored and rejects with an UploadError in the words of `messages`. */
export async function uploadWithProgress(upload: ObjectUpload & { messages: UploadMessages }): Promise<void> {
  const outcome = await sendObjectWithProgress(upload);
  if (outcome.ok) return;
  const { messages } = upload;
  if (outcome.failure !== 'refused') {
    if (outcome.failure === 'signedOut') throw new UploadError(messages.signedOut);
    if (outcome.failure === 'aborted') throw new UploadError(messages.aborted);
    throw new UploadError(`${messages.failed}: brak połączenia z serwerem. Spróbuj ponownie.`);
  }
  const code = outcome.statusCode;
  const known = messages.byStatus[code];
  throw new UploadError(known ?? `${messages.failed} (${code}${outcome.message ? `: ${outcome.message}` : ''}).`, code);
}
