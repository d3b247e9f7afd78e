import { useRef, useState, type ReactNode } from 'react';
import { countNoun } from '../../lib/format';
import { AdminPager } from './admin-pager';
import { AdminSearchForm } from './admin-search-form';
import type { ApiError, WriteResult } from '../../lib/admin-api';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { pageCount, type AdminListSearch } from './list-search';
import { SaveStatus, idleStatus, type SaveStatusValue } from './save-status';

/** The Polish words of one catalogue screen (e.g. the glossary's terms, the ranking's tools). */
export type CatalogTexts = {
  /** Noun forms for counts: ['pojęcie', 'pojęcia', 'pojęć']. */
  nounForms: readonly [string, string, string];
  searchLabel: string;
  searchPlaceholder: string;
  add: string;
  heading: string;
  /** The count line without a search, e.g. (n) => `W słowniku jest ${n}.` */
  countAll: (count: string) => string;
  noMatch: string;
  emptyPage: string;
  caption: string;
  pagerLabel: string;
  deleteTitle: string;
  deleteConfirm: string;
  /** The editor could not be loaded. */
  loadFailed: string;
  /** Someone else changed or deleted the row. */
  changed: string;
};

/** What a catalogue screen gets from its route besides its rows. */
export type CatalogPageProps = {
  total: number;
  search: AdminListSearch;
  pageSize: number;
  onSearch: (search: AdminListSearch) => void;
  /** Reloads the list after a change. */
  onChanged: () => Promise<void>;
};

type AdminCatalogProps<Row extends { id: string }, Edit> = CatalogPageProps & {
  /** The class of the screen's wrapper (e.g. "admin-glossary"). */
  className: string;
  /** The test id prefix of the status and the count ("glossary-admin" → glossary-admin-status, glossary-admin-count). */
  testId: string;
  texts: CatalogTexts;
  rows: Row[];
  /** What the progress line says while the editor loads (no row: a new one); undefined: nothing to wait for. */
  loadingMessage: (row?: Row) => string | undefined;
  /** What the editor needs; null when the row is gone. New rows (no row) never give null. */
  load: (row?: Row) => Promise<Edit | null>;
  /** The editor; it calls `saved` with the success message, or `cancel`. */
  editor: (edit: Edit, done: { saved: (message: string) => void; cancel: () => void }) => ReactNode;
  columns: ReactNode;
  /** A row's cells before its actions. */
  cells: (row: Row) => ReactNode;
  rowTestId: string;
  /** How a row is named in the actions' hidden text. */
  name: (row: Row) => string;
  remove: (row: Row) => Promise<WriteResult>;
  describeError: (error: ApiError) => string;
  /** What deleting will do, for the dialog. */
  deleteMessage: (row: Row) => ReactNode;
  /** The success line after a deletion. */
  deleted: (row: Row) => string;
};

/**
 * One admin catalogue screen (/admin/glossary, /admin/ranking): the rows page by page with search, the create/edit
 * form in place of the list, and delete with confirmation. Progress and outcomes go to one status line; after a
 * change the list reloads and focus returns to its heading.
 */
export function AdminCatalog<Row extends { id: string }, Edit>(props: AdminCatalogProps<Row, Edit>) {
  const { className, testId, texts, rows, total, search, pageSize, onSearch, onChanged } = props;
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Edit | null>(null);
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const page = search.strona ?? 1;
  const pages = pageCount(total, pageSize);

  async function openEditor(row?: Row) {
    const loading = props.loadingMessage(row);
    if (loading) setStatus({ kind: 'saving', message: loading });
    try {
      const edit = await props.load(row);
      if (edit === null) {
        setStatus({ kind: 'error', message: texts.changed });
        await onChanged();
        return;
      }
      if (loading) setStatus(idleStatus);
      setEditing(edit);
    } catch {
      setStatus({ kind: 'error', message: texts.loadFailed });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    const result = await props.remove(toDelete);
    setDeleting(false);
    const row = toDelete;
    setToDelete(null);
    if (!result.ok) {
      setStatus({ kind: 'error', message: 'conflict' in result ? texts.changed : props.describeError(result.error) });
      return;
    }
    setStatus({ kind: 'success', message: props.deleted(row) });
    await onChanged();
    listHeadingRef.current?.focus();
  }

  if (editing) {
    return (
      <div className={className}>
        {props.editor(editing, {
          saved: (message) => {
            setEditing(null);
            setStatus({ kind: 'success', message });
            void onChanged().then(() => listHeadingRef.current?.focus());
          },
          cancel: () => {
            setEditing(null);
            void onChanged();
          },
        })}
      </div>
    );
  }

  return (
    <div className={className}>
      <div className="admin-toolbar">
        <AdminSearchForm
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          current={search.szukaj}
          onSearch={(szukaj) => onSearch(szukaj ? { szukaj } : {})}
        />
        <button type="button" className="button" onClick={() => void openEditor()}>
          {texts.add}
        </button>
      </div>

      <SaveStatus status={status} testId={`${testId}-status`} />

      <h2 ref={listHeadingRef} tabIndex={-1} className="section-title">
        {texts.heading}
      </h2>
      <p role="status" aria-live="polite" data-testid={`${testId}-count`}>
        {search.szukaj
          ? `Znaleziono ${countNoun(total, texts.nounForms)} dla „${search.szukaj}”.`
          : texts.countAll(countNoun(total, texts.nounForms))}
        {pages > 1 && ` Strona ${page} z ${pages}.`}
      </p>

      {rows.length === 0 ? (
        <div className="empty-state">
          <p>{search.szukaj ? texts.noMatch : texts.emptyPage}</p>
        </div>
      ) : (
        <AdminTable caption={texts.caption} columns={props.columns} actionsLabel="Działania">
          {rows.map((row) => (
            <tr key={row.id} data-testid={props.rowTestId}>
              {props.cells(row)}
              <td className="admin-table__actions">
                <button type="button" className="button button--secondary button--small" onClick={() => void openEditor(row)}>
                  Edytuj<span className="visually-hidden"> {props.name(row)}</span>
                </button>
                <button type="button" className="button button--danger button--small" onClick={() => setToDelete(row)}>
                  Usuń<span className="visually-hidden"> {props.name(row)}</span>
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      {pages > 1 && (
        <AdminPager
          page={page}
          pages={pages}
          label={texts.pagerLabel}
          onPage={(next) => onSearch({ ...search, strona: next > 1 ? next : undefined })}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={texts.deleteTitle}
        message={toDelete && props.deleteMessage(toDelete)}
        confirmLabel={texts.deleteConfirm}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
