import { toolLogoUrl } from '../api';

/** A tool's logo, decorative (its name always follows), loaded lazily; nothing when the tool has none. */
export function ToolLogo({ path, className, size }: { path: string | null; className: string; size: number }) {
  if (!path) return null;
  return <img className={className} src={toolLogoUrl(path)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
