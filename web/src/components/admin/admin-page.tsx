import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/seo';
import { LoadingState } from '../loading-state';

type AdminPageProps = {
  title: string;
  /** What the screen is for, under the heading. */
  hint?: ReactNode;
  children: ReactNode;
};

/** An admin screen: its heading, the tab title "<title> — panel administracyjny" (never indexed), a hint, the screen. */
export function AdminPage({ title, hint, children }: AdminPageProps) {
  usePageMeta(`${title} — panel administracyjny`, undefined, { noindex: true });
  return (
    <section className="admin-page">
      <h1>{title}</h1>
      {hint && <p className="field-hint">{hint}</p>}
      {children}
    </section>
  );
}

/** An admin screen while its data loads: the same heading, then what is being loaded. */
export function AdminPending({ title, label }: { title: string; label: string }) {
  return (
    <section className="admin-page">
      <h1>{title}</h1>
      <LoadingState label={label} />
    </section>
  );
}
