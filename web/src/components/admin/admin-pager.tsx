import './admin-shared.css';

type AdminPagerProps = {
  /** The 1-based page shown. */
  page: number;
  pages: number;
  /** Accessible name of the navigation, e.g. "Strony listy pojęć". */
  label: string;
  onPage: (page: number) => void;
};

/** Previous / next page of a server-side paged admin list, with where the person is. */
export function AdminPager({ page, pages, label, onPage }: AdminPagerProps) {
  const shown = Math.min(page, pages);
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Poprzednia strona
      </button>
      <span>
        Strona {shown} z {pages}
      </span>
      <button type="button" className="button button--secondary button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Następna strona
      </button>
    </nav>
  );
}
