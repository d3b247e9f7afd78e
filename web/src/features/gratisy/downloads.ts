// The downloads of /gratisy: kinds in the order the page shows them, Polish labels and file sizes.

export const downloadKinds = ['prompt_pack', 'cheat_sheet', 'wallpaper'] as const;
export type DownloadKind = (typeof downloadKinds)[number];

export const kindLabels: Record<DownloadKind, { title: string; intro: string }> = {
  prompt_pack: {
    title: 'Paczki promptów',
    intro: 'Gotowe prompty do skopiowania i przerobienia pod własny projekt.',
  },
  cheat_sheet: {
    title: 'Ściągi',
    intro: 'Parametry, słownictwo i zasady na jednej stronie — do wydruku albo na drugi monitor.',
  },
  wallpaper: {
    title: 'Tapety',
    intro: 'Tapety w kolorach Obrazy AI na pulpit i telefon.',
  },
};

export type Download = {
  slug: string;
  title: string;
  description: string;
  kind: DownloadKind;
  filePath: string;
  fileFormat: string;
  fileSizeBytes: number | null;
  membersOnly: boolean;
  position: number;
};

export function toKind(value: string): DownloadKind | null {
  return (downloadKinds as readonly string[]).includes(value) ? (value as DownloadKind) : null;
}

/** Downloads grouped by kind in page order, each group by position; kinds without items are left out. */
export function groupByKind(downloads: Download[]): { kind: DownloadKind; items: Download[] }[] {
  return downloadKinds
    .map((kind) => ({
      kind,
      items: downloads
        .filter((download) => download.kind === kind)
        .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, 'pl')),
    }))
    .filter((group) => group.items.length > 0);
}

// Made on first use, like lib/on-first-use.ts (not imported: server-side scripts load this file too).
let sizeFormatter: Intl.NumberFormat | undefined;
const sizeFormat = () => (sizeFormatter ??= new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 }));

/** "4,6 KB", "1,2 MB" (1024-based, as file managers show them). */
export function formatFileSize(bytes: number | null): string | null {
  if (bytes === null || bytes <= 0) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat().format(bytes / 1024)} KB`;
  return `${sizeFormat().format(bytes / 1024 / 1024)} MB`;
}

/** The name the browser saves the file under: the last segment of its key. */
export function downloadFileName(filePath: string): string {
  return filePath.split('/').at(-1) ?? filePath;
}

/** What a person may do with an item: download it, or be asked to log in. */
export function canDownload(download: Pick<Download, 'membersOnly'>, signedIn: boolean): boolean {
  return !download.membersOnly || signedIn;
}

/**
 * Where the preview of an image download lives in the public media bucket (made by
 * supabase/seed-files/make-examples.mjs from the wallpaper itself); null for downloads that are not pictures.
 */
export function previewPath(download: Pick<Download, 'kind' | 'filePath'>): string | null {
  if (download.kind !== 'wallpaper' || !/\.(webp|png|jpe?g)$/i.test(download.filePath)) return null;
  return `gratisy/${download.filePath
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/i, '')}.webp`;
}
