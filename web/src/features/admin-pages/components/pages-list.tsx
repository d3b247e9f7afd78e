import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { AdminApiError, deletePost, pageSize, type PostListQuery, type PostListRow, type PostSort } from '../api';
import { postSections, postStatuses } from '../post-choices';
import { describeStatus, effectiveStatus, formatDateTime, sectionLabels, statusLabels } from '../post-form';
import { nextSort } from '../pages-search';
import '../admin-pages.css';
import { AdminPager } from '../../../components/admin/admin-pager';
import { AdminTable } from '../../../components/admin/admin-table';
import { Field, SelectField } from '../../../components/field';
import { Options } from '../../../components/options';

type PagesListProps = {
  query: PostListQuery;
  rows: PostListRow[];
  total: number;
  /** Changes the URL's search params (the route reloads the page of rows). */
  onQueryChange: (next: Partial<PostListQuery>) => void;
  /** Reloads the current page after a change (e.g. a deletion). */
  onChanged: () => Promise<void> | void;
};

const sortLabels: Record<PostSort, string> = { title: 'Tytuł', updated: 'Zmieniono', published: 'Publikacja' };

export function PagesList({ query, rows, total, onQueryChange, onChanged }: PagesListProps) {
  const id = useId();
  const navigate = useNavigate();
  const [search, setSearch] = useState(query.q ?? '');
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [toDelete, setToDelete] = useState<PostListRow | null>(null);
  const [busy, setBusy] = useState(false);

  // The URL is the source of truth; typing updates it after a short pause.
  useEffect(() => setSearch(query.q ?? ''), [query.q]);
  useEffect(() => {
    if (search === (query.q ?? '')) return;
    const timer = setTimeout(() => onQueryChange({ q: search.trim() ? search : undefined, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [search, query.q, onQueryChange]);

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (query.page - 1) * pageSize + 1;
  const last = Math.min(total, query.page * pageSize);

  // The editor starts the article; it reaches the database on its first save.
  const createNew = () => void navigate({ to: '/admin/page/$id', params: { id: 'new' } });

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await deletePost(toDelete.id);
      setStatus({ kind: 'success', message: `Usunięto artykuł „${toDelete.title}”.` });
      setToDelete(null);
      await onChanged();
    } catch (error) {
      setToDelete(null);
      setStatus({ kind: 'error', message: error instanceof AdminApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const sortHeader = (column: PostSort) => {
    const active = query.sort === column;
    return (
      <th scope="col" aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
        <button type="button" className="sort-header" onClick={() => onQueryChange(nextSort(query, column))}>
          {sortLabels[column]}
          <span aria-hidden="true">{active ? (query.dir === 'asc' ? '▲' : '▼') : '↕'}</span>
          {active ? <span className="visually-hidden">{query.dir === 'asc' ? ' (rosnąco)' : ' (malejąco)'}</span> : null}
        </button>
      </th>
    );
  };

  // A filter of the list: "Wszystkie" (no filter) or one of the values; a change starts again at the first page.
  const filterSelect = <Value extends string>(
    key: 'section' | 'status',
    label: string,
    values: readonly Value[],
    labels: Record<Value, string>,
  ) => (
    <SelectField
      id={`${id}-${key}`}
      label={label}
      value={query[key] ?? ''}
      onChange={(event) => onQueryChange({ [key]: event.target.value || undefined, page: 1 })}
    >
      <option value="">Wszystkie</option>
      <Options values={values} labels={labels} />
    </SelectField>
  );

  return (
    <div className="pages-admin">
      <h1 className="admin-page-title">Artykuły</h1>
      <div className="pages-toolbar" role="search">
        <Field id={`${id}-q`} label="Szukaj" className="pages-toolbar__search">
          <input
            id={`${id}-q`}
            className="text-input"
            type="search"
            value={search}
            placeholder="Tytuł, adres lub tag"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        {filterSelect('section', 'Kategoria', postSections, sectionLabels)}
        {filterSelect('status', 'Status', postStatuses, statusLabels)}
        <button type="button" className="button pages-toolbar__new" onClick={createNew} disabled={busy}>
          Nowy artykuł
        </button>
      </div>

      <SaveStatus status={status} />

      <p className="pages-summary" aria-live="polite" data-testid="pages-summary">
        {total === 0 ? 'Brak artykułów spełniających kryteria.' : `Artykuły ${first}–${last} z ${total}`}
      </p>

      {rows.length > 0 ? (
        <AdminTable
          className="pages-table"
          testId="pages-table"
          caption="Lista artykułów; kliknij nagłówek kolumny, aby posortować."
          actionsLabel="Akcje"
          columns={
            <>
              {sortHeader('title')}
              <th scope="col">Kategoria</th>
              <th scope="col">Status</th>
              {sortHeader('updated')}
              {sortHeader('published')}
            </>
          }
        >
          {rows.map((row) => {
            const state = effectiveStatus(row);
            return (
              <tr key={row.id}>
                <td className="pages-table__title">
                  <Link to="/admin/page/$id" params={{ id: row.id }}>
                    {row.title}
                  </Link>
                  <span className="pages-table__slug">
                    /{row.section}/{row.slug}
                  </span>
                </td>
                <td>{sectionLabels[row.section === 'midjourney' ? 'midjourney' : 'post']}</td>
                <td>
                  <span className={`admin-badge status-badge status-badge--${state}`}>{describeStatus(row)}</span>
                </td>
                <td>{formatDateTime(row.updated_at)}</td>
                <td>{row.published_at && state !== 'draft' ? formatDateTime(row.published_at) : '—'}</td>
                <td className="pages-table__actions">
                  <Link to="/admin/page/$id" params={{ id: row.id }} className="button button--secondary button--small">
                    Edytuj<span className="visually-hidden"> „{row.title}”</span>
                  </Link>
                  <button type="button" className="button button--secondary button--small" onClick={() => setToDelete(row)} disabled={busy}>
                    Usuń<span className="visually-hidden"> „{row.title}”</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}

      {pages > 1 || query.page > 1 ? (
        <AdminPager page={query.page} pages={pages} label="Strony listy artykułów" onPage={(next) => onQueryChange({ page: next })} />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="Usunąć artykuł?"
        message={
          <p>
            Artykuł „{toDelete?.title}” zostanie trwale usunięty{toDelete?.status === 'published' ? ' i zniknie ze strony' : ''}. Tej
            operacji nie można cofnąć.
          </p>
        }
        confirmLabel="Usuń artykuł"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
