import type { Database } from '../../lib/database.types';
import { getSupabase } from '../../lib/supabase';
import { AdminApiError } from './api';
import { describeApiError } from './errors';
import { libraryPathFor, mediaBucket, mediaFileProblem, altTextProblem, sniffImageType, type MediaType } from './media-library';
import { bucket, publicUrl, transformUrl, uploadWithProgress, type UploadMessages } from '../../lib/storage';

export type MediaItem = Database['public']['Tables']['media_items']['Row'];
export type MediaUsage = Database['public']['Functions']['media_item_usages']['Returns'][number];

/** The image's public address: what goes into an article's Markdown (absolute, served from the public bucket). */
export function mediaPublicUrl(path: string): string {
  return publicUrl(mediaBucket, path);
}

/** A small copy for the grid, made by Storage's image transformation (`/render/image/public/…?width=`). */
export function mediaThumbnailUrl(path: string, width = 320): string {
  return transformUrl(mediaBucket, path, { width, quality: 70 });
}

/** Every item of the library, newest first, and where each is used (one request each). */
export async function fetchMediaLibrary(): Promise<{ items: MediaItem[]; usages: Map<string, MediaUsage[]> }> {
  const supabase = getSupabase();
  const [items, usages] = await Promise.all([
    supabase.from('media_items').select('*').order('created_at', { ascending: false }).order('path').limit(1000),
    supabase.rpc('media_item_usages'),
  ]);
  if (items.error) throw new AdminApiError(describeApiError(items.error, 'wczytać biblioteki mediów'), { cause: items.error });
  if (usages.error) throw new AdminApiError(describeApiError(usages.error, 'sprawdzić, gdzie użyto obrazów'), { cause: usages.error });
  const byItem = new Map<string, MediaUsage[]>();
  for (const usage of usages.data) byItem.set(usage.media_item_id, [...(byItem.get(usage.media_item_id) ?? []), usage]);
  return { items: items.data, usages: byItem };
}

const libraryUploadMessages: UploadMessages = {
  byStatus: {
    '403': 'Brak uprawnień do wgrania obrazu: wymagane konto administratora z aktywną weryfikacją dwuetapową.',
    '409': 'Plik o tej nazwie już istnieje w bibliotece. Spróbuj ponownie.',
    '413': 'Plik jest za duży; limit to 5 MB.',
    '415': 'Serwer odrzucił ten typ pliku; wybierz obraz JPG, PNG, WebP, AVIF lub GIF.',
    '400': 'Serwer odrzucił plik.',
  },
  failed: 'Nie udało się wgrać obrazu',
  aborted: 'Wysyłanie obrazu przerwano.',
  signedOut: 'Sesja wygasła. Zaloguj się ponownie, aby wgrać obraz.',
};

/** The checked facts of a chosen file: its real type (from its bytes) and its size in pixels. */
export type CheckedImage = { file: File; type: MediaType; width: number | null; height: number | null };

/** Reads the file's first bytes and decodes it; a Polish reason when it cannot go into the library. */
export async function checkImageFile(file: File): Promise<CheckedImage | { problem: string }> {
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const type = sniffImageType(head);
  const problem = mediaFileProblem(file, type);
  if (problem || !type) return { problem: problem ?? 'Ten plik nie jest obrazem.' };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { file, type, ...size };
  } catch {
    // A valid type the browser cannot decode (e.g. an AVIF in an old browser): stored without dimensions.
    return { file, type, width: null, height: null };
  }
}

/**
 * Adds an image to the library: the file first (never overwriting: x-upsert false), then its row with the alt text.
 * If the row is refused, the file is removed again, so nothing half-added stays behind.
 */
export async function addToLibrary(
  image: CheckedImage,
  alt: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MediaItem> {
  const altProblem = altTextProblem(alt);
  if (altProblem) throw new AdminApiError(altProblem);
  const path = libraryPathFor(image.file.name, image.type);
  try {
    await uploadWithProgress({
      bucket: mediaBucket,
      path,
      body: image.file,
      contentType: image.type,
      upsert: false,
      onProgress,
      signal,
      messages: libraryUploadMessages,
    });
  } catch (error) {
    throw new AdminApiError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const supabase = getSupabase();
  const { data, error } = await supabase
    .from('media_items')
    .insert({
      bucket: mediaBucket,
      path,
      alt: alt.trim(),
      width: image.width,
      height: image.height,
      mime: image.type,
      bytes: image.file.size,
    })
    .select('*')
    .single();
  if (error) {
    const removal = await bucket(mediaBucket).remove([path]);
    if (removal.error) console.warn('The uploaded file of a refused library item was not removed', removal.error);
    throw new AdminApiError(describeApiError(error, 'dodać obrazu do biblioteki'), { cause: error });
  }
  return data;
}

/**
 * Deletes an unused item: its row first (the database refuses while any post uses it, and keeps a listed file from
 * being deleted), then its file. A file left behind after a failed second step is listed nowhere and used by nothing.
 */
export async function deleteMediaItem(item: Pick<MediaItem, 'id' | 'path'>): Promise<void> {
  const supabase = getSupabase();
  const { data, error } = await supabase.from('media_items').delete().eq('id', item.id).select('id');
  if (error) throw new AdminApiError(describeApiError(error, 'usunąć obrazu'), { cause: error });
  if (data.length === 0)
    throw new AdminApiError('Nie usunięto obrazu: już go nie ma albo brak uprawnień (wymagana weryfikacja dwuetapowa).');
  const removal = await bucket(mediaBucket).remove([item.path]);
  if (removal.error) console.warn('The file of a deleted library item was not removed', removal.error);
}
