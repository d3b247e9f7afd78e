import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** No header, navigation or footer: the page alone, e.g. the survey. */
export function EmptyLayout({ children = <Outlet /> }: { children?: ReactNode }) {
  return (
    <main id="tresc" className="site-main site-main--empty" tabIndex={-1}>
      <div className="container container--narrow">{children}</div>
    </main>
  );
}
