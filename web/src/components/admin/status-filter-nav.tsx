import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type StatusFilterNavProps<Filter extends string> = {
  className: string;
  filters: readonly Filter[];
  /** The filter in force. */
  current: Filter;
  /** Where each filter leads (its list's URL with the filter in the search). */
  link: (filter: Filter) => LinkProps;
  /** Each filter's chip text. */
  label: (filter: Filter) => ReactNode;
};

/** "Filtr statusu": one chip link a status filter of an admin list; the chip in force is the current page. */
export function StatusFilterNav<Filter extends string>({ className, filters, current, link, label }: StatusFilterNavProps<Filter>) {
  return (
    <nav aria-label="Filtr statusu" className={className}>
      {filters.map((filter) => (
        <Link
          key={filter}
          {...link(filter)}
          className="chip"
          // Exact: the router would otherwise count the unfiltered list as current on every filter.
          activeOptions={{ exact: true }}
          aria-current={filter === current ? 'page' : undefined}
        >
          {label(filter)}
        </Link>
      ))}
    </nav>
  );
}
