import { Link, type LinkProps } from '@tanstack/react-router';

export type ChipLink = { to: NonNullable<LinkProps['to']>; label: string };

/** Links to sibling pages as a row of chips; the current page's chip is marked. */
export function ChipNav({ label, links }: { label: string; links: readonly ChipLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="chip-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="chip" activeProps={{ 'aria-current': 'page' }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
