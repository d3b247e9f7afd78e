import { Link } from '@tanstack/react-router';
import { siteName } from '../lib/seo';

type LogoProps = {
  /** Rendered size in CSS pixels. */
  size?: number;
};

/** The site mark: a picture frame with a spark. Decorative; the site name is always next to it. */
export function Logo({ size = 32 }: LogoProps) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path d="M7 23l6-8 4 5 3-3 5 6z" fill="#fff" />
      <path d="M22 6l1.2 2.8L26 10l-2.8 1.2L22 14l-1.2-2.8L18 10l2.8-1.2z" fill="#ffd166" />
    </svg>
  );
}

/** The logo and the site's name, linking to the home page: the header of every layout. */
export function BrandLink({ name = siteName, className }: { name?: string; className?: string }) {
  return (
    <Link to="/" className={className ? `brand ${className}` : 'brand'}>
      <Logo />
      <span className="brand__name">{name}</span>
    </Link>
  );
}
