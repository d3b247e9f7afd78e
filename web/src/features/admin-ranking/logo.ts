/** The rules of the "logos" bucket (supabase/config.toml and the migration): PNG, JPEG or WebP up to 1 MiB. */
export const logoMaxBytes = 1024 * 1024;
export const logoMimeTypes = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type LogoMimeType = keyof typeof logoMimeTypes;
/** For the file picker's accept attribute. */
export const logoAccept = Object.keys(logoMimeTypes).join(',');

const sizeFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** "512 KB", "1,4 MB" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** Why this file cannot be a logo, in Polish; null when it can. Checked before upload so nothing is sent in vain. */
export function logoFileProblem(file: { type: string; size: number; name: string }): string | null {
  if (!(file.type in logoMimeTypes))
    return `Plik „${file.name}” nie jest obrazem PNG, JPEG ani WebP. Wybierz logo w jednym z tych formatów (SVG nie jest obsługiwany).`;
  if (file.size === 0) return `Plik „${file.name}” jest pusty.`;
  if (file.size > logoMaxBytes)
    return `Plik „${file.name}” ma ${formatFileSize(file.size)}, a logo może mieć najwyżej 1 MB. Zmniejsz obraz i spróbuj ponownie.`;
  return null;
}

/**
 * Where a tool's logo is stored in the bucket: the tool's slug plus a random part, so a replaced logo gets a new
 * URL (no stale caches) and two uploads never overwrite each other. Matches the ai_tools_logo_path_format check.
 */
export function logoObjectPath(slug: string, mimeType: LogoMimeType, random: string): string {
  const safeRandom =
    random
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 12) || 'logo';
  return `${slug}-${safeRandom}.${logoMimeTypes[mimeType]}`;
}
