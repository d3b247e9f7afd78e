import { Suspense, lazy, type CSSProperties } from 'react';
import './icon.css';

/** Icon names of the sets the site's `/icons` endpoint serves (web/scripts/icon-api.ts). */
export type IconName = `lucide:${string}` | `simple-icons:${string}`;

// The Iconify component is loaded after the first render, so icons never delay the page's main content (LCP) and
// stay out of the initial bundle. Icon data comes from the site's own `/icons` endpoint only: with a second resource,
// Iconify asks it as well whenever the first has not answered within 750 ms (its `rotate`), which sent a reader's
// requests to a third party (api.iconify.design) on any slow connection. A slow answer is waited for and used.
const IconifyIcon = lazy(async () => {
  const { Icon, addAPIProvider } = await import('@iconify/react');
  addAPIProvider('', { resources: [`${window.location.origin}/icons`], timeout: 30_000, dataAfterTimeout: true });
  return { default: Icon };
});

type IconProps = {
  name: IconName;
  /** Accessible name, for an icon that says something on its own; without it the icon is decorative. */
  label?: string;
  className?: string;
  /** CSS size of the square icon; the text size by default. */
  size?: string;
};

/** An Iconify icon that keeps its size while it loads, so icons never shift the layout. */
export function Icon({ name, label, className, size = '1em' }: IconProps) {
  const classes = className ? `icon ${className}` : 'icon';
  const style: CSSProperties = { width: size, height: size };
  const accessibility = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const placeholder = <span className={`${classes} icon--loading`} style={style} {...accessibility} />;
  return (
    <Suspense fallback={placeholder}>
      <IconifyIcon icon={name} width={size} height={size} className={classes} fallback={placeholder} {...accessibility} />
    </Suspense>
  );
}
