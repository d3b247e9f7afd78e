import { Suspense, use, type CSSProperties, type FulfilledReactPromise, type ReactElement, type ReactPromise } from 'react';
import './icon.css';

/** Icon names of the sets the site's `/icons` endpoint serves (web/scripts/icon-api.ts). */
export type IconName = `lucide:${string}` | `simple-icons:${string}`;

type Iconify = typeof import('@iconify/react');

let iconify: Promise<Iconify> | undefined;

// The Iconify component is loaded after the first render, so icons never delay the page's main content (LCP) and
// stay out of the initial bundle. Icon data comes from the site's own `/icons` endpoint only: with a second resource,
// Iconify asks it as well whenever the first has not answered within 750 ms (its `rotate`), which sent a reader's
// requests to a third party (api.iconify.design) on any slow connection. A slow answer is waited for and used.
function loadIconify(): Promise<Iconify> {
  iconify ??= import('@iconify/react').then((module) => {
    module.addAPIProvider('', { resources: [`${window.location.origin}/icons`], timeout: 30_000, dataAfterTimeout: true });
    return module;
  });
  return iconify;
}

const iconsLoaded = new Map<IconName, Promise<Iconify>>();

/**
 * Settles once Iconify holds the icon's data (or knows the icon is missing). Asked for in the same task, icons go
 * out in one request (Iconify gathers them). Once settled, the promise says so as React's `use` reads it (`status`,
 * `value`: React's own promise protocol), so an icon whose data is already there renders without suspending.
 */
function iconLoaded(name: IconName): ReactPromise<Iconify> {
  let loaded = iconsLoaded.get(name);
  if (!loaded) {
    const promise = loadIconify().then((module) => new Promise<Iconify>((resolve) => void module.loadIcons([name], () => resolve(module))));
    void promise.then((module) => {
      const settled: Pick<FulfilledReactPromise<Iconify>, 'status' | 'value'> = { status: 'fulfilled', value: module };
      Object.assign(promise, settled);
    });
    iconsLoaded.set(name, promise);
    loaded = promise;
  }
  return loaded;
}

/** Whether a name is one of the icon sets the site serves, e.g. read back from a prerendered page's markup. */
function isIconName(name: string): name is IconName {
  return /^(lucide|simple-icons):[a-z0-9-]+$/.test(name);
}

/**
 * Starts loading the icons a prerendered page shows (its SVGs name them in `data-icon`) before the app's first
 * render: when their data is there by then, that render draws them at once, as the page showed them, instead of
 * replacing each with its placeholder until the data comes (a blink of every icon, and a second render).
 */
export function preloadIcons(root: ParentNode): void {
  for (const element of root.querySelectorAll('svg[data-icon]')) {
    const name = element.getAttribute('data-icon') ?? '';
    if (isIconName(name)) void iconLoaded(name);
  }
}

type IconProps = {
  name: IconName;
  /** Accessible name, for an icon that says something on its own; without it the icon is decorative. */
  label?: string;
  className?: string;
  /** CSS size of the square icon; the text size by default. */
  size?: string;
};

/**
 * An Iconify icon that keeps its size while it loads, so icons never shift the layout. It waits (suspends) until its
 * data is there and then renders the SVG at once (Iconify's `ssr`), instead of rendering empty and asking for the
 * data from its effects: React then shows the page's icons as a Suspense retry, a render it splits into short
 * slices, not as an urgent update of every icon after the data comes (one task of ~20 ms on bench:web's slow phone).
 */
export function Icon({ name, label, className, size = '1em' }: IconProps) {
  const classes = className ? `icon ${className}` : 'icon';
  const style: CSSProperties = { width: size, height: size };
  const accessibility = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const placeholder = <span className={`${classes} icon--loading`} style={style} {...accessibility} />;
  return (
    <Suspense fallback={placeholder}>
      <LoadedIcon name={name} size={size} className={classes} placeholder={placeholder} accessibility={accessibility} />
    </Suspense>
  );
}

function LoadedIcon({
  name,
  size,
  className,
  placeholder,
  accessibility,
}: {
  name: IconName;
  size: string;
  className: string;
  placeholder: ReactElement;
  accessibility: { role: string; 'aria-label': string } | { 'aria-hidden': true };
}) {
  const { Icon: IconifyIcon } = use(iconLoaded(name));
  // A missing icon renders the placeholder (Iconify's fallback). `data-icon` names it in the markup (preloadIcons).
  return (
    <IconifyIcon
      icon={name}
      ssr
      width={size}
      height={size}
      className={className}
      fallback={placeholder}
      data-icon={name}
      {...accessibility}
    />
  );
}
