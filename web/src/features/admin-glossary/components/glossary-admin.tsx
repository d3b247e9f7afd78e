import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { countNoun } from '../../../lib/format';
import { deleteTerm, fetchTerm, fetchTermOptions, type AdminTerm, type AdminTermSummary } from '../api';
import { pageCount, type AdminListSearch } from '../../../components/admin/list-search';
import { describeGlossaryError, termChangedProblem } from '../problems';
import type { TermOption } from '../term-form';
import { TermEditor } from './term-editor';
import '../admin-glossary.css';
import { AdminPager } from '../../../components/admin/admin-pager';
import { AdminSearchForm } from '../../../components/admin/admin-search-form';

const termForms = ['pojęcie', 'pojęcia', 'pojęć'] as const;

type GlossaryAdminProps = {
  terms: AdminTermSummary[];
  total: number;
  search: AdminListSearch;
  pageSize: number;
  onSearch: (search: AdminListSearch) => void;
  /** Reloads the list after a change. */
  onChanged: () => Promise<void>;
};

type Editing = { term?: AdminTerm; options: TermOption[] } | null;

/** /admin/glossary: terms page by page with search, the create/edit form and delete with confirmation. */
export function GlossaryAdmin({ terms, total, search, pageSize, onSearch, onChanged }: GlossaryAdminProps) {
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [toDelete, setToDelete] = useState<AdminTermSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const page = search.strona ?? 1;
  const pages = pageCount(total, pageSize);

  async function openEditor(summary?: AdminTermSummary) {
    setStatus({ kind: 'saving', message: summary ? `Wczytywanie pojęcia „${summary.term}”…` : 'Wczytywanie listy pojęć…' });
    try {
      const [term, options] = await Promise.all([summary ? fetchTerm(summary.id) : Promise.resolve(undefined), fetchTermOptions()]);
      if (summary && !term) {
        setStatus({ kind: 'error', message: termChangedProblem });
        await onChanged();
        return;
      }
      setStatus(idleStatus);
      setEditing({ term: term ?? undefined, options });
    } catch {
      setStatus({ kind: 'error', message: 'Nie udało się wczytać pojęcia. Sprawdź połączenie i spróbuj ponownie.' });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    const result = await deleteTerm(toDelete.id);
    setDeleting(false);
    const name = toDelete.term;
    setToDelete(null);
    if (!result.ok) {
      setStatus({ kind: 'error', message: 'conflict' in result ? termChangedProblem : describeGlossaryError(result.error) });
      return;
    }
    setStatus({ kind: 'success', message: `Usunięto pojęcie „${name}” wraz z linkami do niego z innych pojęć.` });
    await onChanged();
    listHeadingRef.current?.focus();
  }

  if (editing) {
    return (
      <div className="admin-glossary">
        <TermEditor
          key={editing.term?.id ?? 'new'}
          term={editing.term}
          options={editing.options}
          onCancel={() => {
            setEditing(null);
            void onChanged();
          }}
          onSaved={(term, created) => {
            setEditing(null);
            setStatus({
              kind: 'success',
              message: created ? `Dodano pojęcie „${term.term}”.` : `Zapisano zmiany pojęcia „${term.term}”.`,
            });
            void onChanged().then(() => listHeadingRef.current?.focus());
          }}
        />
      </div>
    );
  }

  return (
    <div className="admin-glossary">
      <div className="admin-toolbar">
        <AdminSearchForm
          label="Szukaj pojęcia"
          placeholder="Nazwa, inna nazwa lub adres"
          current={search.szukaj}
          onSearch={(szukaj) => onSearch(szukaj ? { szukaj } : {})}
        />
        <button type="button" className="button" onClick={() => void openEditor()}>
          Dodaj pojęcie
        </button>
      </div>

      <SaveStatus status={status} testId="glossary-admin-status" />

      <h2 ref={listHeadingRef} tabIndex={-1} className="section-title">
        Pojęcia słownika
      </h2>
      <p role="status" aria-live="polite" data-testid="glossary-admin-count">
        {search.szukaj
          ? `Znaleziono ${countNoun(total, termForms)} dla „${search.szukaj}”.`
          : `W słowniku jest ${countNoun(total, termForms)}.`}
        {pages > 1 && ` Strona ${page} z ${pages}.`}
      </p>

      {terms.length === 0 ? (
        <div className="empty-state">
          <p>{search.szukaj ? 'Żadne pojęcie nie pasuje do wyszukiwania.' : 'Na tej stronie nie ma pojęć.'}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="admin-glossary__table">
            <caption className="visually-hidden">Pojęcia słownika w kolejności alfabetycznej</caption>
            <thead>
              <tr>
                <th scope="col">Pojęcie</th>
                <th scope="col">Adres</th>
                <th scope="col">Powiązane</th>
                <th scope="col">
                  <span className="visually-hidden">Działania</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {terms.map((term) => (
                <tr key={term.id} data-testid="admin-term-row">
                  <th scope="row">
                    {term.term}
                    {term.also_known_as && <span className="admin-glossary__aka">{term.also_known_as}</span>}
                  </th>
                  <td>
                    <Link to="/slownik-ai/$slug" params={{ slug: term.slug }} className="admin-glossary__slug">
                      {term.slug}
                    </Link>
                  </td>
                  <td>{term.related_terms.length}</td>
                  <td className="admin-glossary__actions">
                    <button type="button" className="button button--secondary button--small" onClick={() => void openEditor(term)}>
                      Edytuj<span className="visually-hidden"> {term.term}</span>
                    </button>
                    <button type="button" className="button button--danger button--small" onClick={() => setToDelete(term)}>
                      Usuń<span className="visually-hidden"> {term.term}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 && (
        <AdminPager
          page={page}
          pages={pages}
          label="Strony listy pojęć"
          onPage={(next) => onSearch({ ...search, strona: next > 1 ? next : undefined })}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Usunąć pojęcie ze słownika?"
        message={
          toDelete && (
            <p>
              Pojęcie „{toDelete.term}” zostanie trwale usunięte, a linki do niego znikną z innych pojęć. Tej operacji nie można cofnąć.
            </p>
          )
        }
        confirmLabel="Usuń pojęcie"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
