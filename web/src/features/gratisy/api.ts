import { downloadFileName, toKind, type Download } from './downloads';
import { loadByPosition } from '../../lib/by-position';
import { bucket, buckets } from '../../lib/storage';

const BUCKET = buckets.gratisy;
/** Signed links are made on click, so a short life is enough. */
const SIGNED_URL_SECONDS = 120;

export async function fetchDownloads(): Promise<Download[]> {
  const data = await loadByPosition(
    'downloads',
    'slug, title, description, kind, file_path, file_format, file_size_bytes, members_only, position',
    'Could not load the downloads',
  );
  return data.flatMap((row) => {
    const kind = toKind(row.kind);
    if (!kind) return [];
    return [
      {
        slug: row.slug,
        title: row.title,
        description: row.description,
        kind,
        filePath: row.file_path,
        fileFormat: row.file_format,
        fileSizeBytes: row.file_size_bytes,
        membersOnly: row.members_only,
        position: row.position,
      },
    ];
  });
}

/**
 * A short-lived signed link that makes the browser save the file. The storage policy decides: visitors may sign
 * free items only, signed-in users every item. Resolves to the URL or a Polish error message.
 */
export async function signedDownloadUrl(download: Download): Promise<{ url: string } | { error: string }> {
  const { data, error } = await bucket(BUCKET).createSignedUrl(download.filePath, SIGNED_URL_SECONDS, {
    download: downloadFileName(download.filePath),
  });
  if (data?.signedUrl) return { url: data.signedUrl };
  if (download.membersOnly) return { error: 'Ten plik jest tylko dla zalogowanych. Zaloguj się ponownie i spróbuj jeszcze raz.' };
  return {
    error: error?.message.includes('fetch')
      ? 'Brak połączenia z serwerem. Spróbuj ponownie.'
      : 'Nie udało się przygotować pliku. Spróbuj ponownie za chwilę.',
  };
}
