import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SaveStatus, idleStatus, type SaveStatusValue } from '../../../components/admin/save-status';
import { countNoun, formatScore } from '../../../lib/format';
import { deleteTool, fetchTool, logoUrl, type AdminTool, type AdminToolSummary } from '../api';
import { pageCount, type AdminListSearch } from '../../../components/admin/list-search';
import { describeRankingError, toolChangedProblem } from '../problems';
import { toolCategories } from '../tool-form';
import { ToolEditor } from './tool-editor';
import '../admin-ranking.css';
import { AdminPager } from '../../../components/admin/admin-pager';
import { AdminSearchForm } from '../../../components/admin/admin-search-form';

const toolForms = ['narzędzie', 'narzędzia', 'narzędzi'] as const;

type RankingAdminProps = {
  tools: AdminToolSummary[];
  total: number;
  search: AdminListSearch;
  pageSize: number;
  onSearch: (search: AdminListSearch) => void;
  /** Reloads the list after a change. */
  onChanged: () => Promise<void>;
};

type Editing = { mode: 'new' } | { mode: 'edit'; tool: AdminTool } | null;

const categoryLabel = (value: string) => toolCategories.find((category) => category.value === value)?.label ?? value;

/** /admin/ranking: the ranked tools page by page, with search, the create/edit form and delete with confirmation. */
export function RankingAdmin({ tools, total, search, pageSize, onSearch, onChanged }: RankingAdminProps) {
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState<SaveStatusValue>(idleStatus);
  const [toDelete, setToDelete] = useState<AdminToolSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const page = search.strona ?? 1;
  const pages = pageCount(total, pageSize);

  async function openEditor(summary: AdminToolSummary) {
    setStatus({ kind: 'saving', message: `Wczytywanie narzędzia „${summary.name}”…` });
    try {
      const tool = await fetchTool(summary.id);
      if (!tool) {
        setStatus({ kind: 'error', message: toolChangedProblem });
        await onChanged();
        return;
      }
      setStatus(idleStatus);
      setEditing({ mode: 'edit', tool });
    } catch {
      setStatus({ kind: 'error', message: 'Nie udało się wczytać narzędzia. Sprawdź połączenie i spróbuj ponownie.' });
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    const result = await deleteTool(toDelete);
    setDeleting(false);
    const name = toDelete.name;
    setToDelete(null);
    if (!result.ok) {
      setStatus({ kind: 'error', message: 'conflict' in result ? toolChangedProblem : describeRankingError(result.error) });
      return;
    }
    setStatus({ kind: 'success', message: `Usunięto narzędzie „${name}”. Kolejne narzędzia przesunęły się o jedno miejsce w górę.` });
    if (editing?.mode === 'edit' && editing.tool.id === toDelete.id) setEditing(null);
    await onChanged();
    listHeadingRef.current?.focus();
  }

  if (editing) {
    return (
      <div className="admin-ranking">
        <ToolEditor
          key={editing.mode === 'edit' ? editing.tool.id : 'new'}
          tool={editing.mode === 'edit' ? editing.tool : undefined}
          onCancel={() => {
            setEditing(null);
            void onChanged();
          }}
          onSaved={(tool, created) => {
            setEditing(null);
            setStatus({
              kind: 'success',
              message: created
                ? `Dodano narzędzie „${tool.name}” na miejscu ${tool.position}.`
                : `Zapisano zmiany narzędzia „${tool.name}”.`,
            });
            void onChanged().then(() => listHeadingRef.current?.focus());
          }}
        />
      </div>
    );
  }

  return (
    <div className="admin-ranking">
      <div className="admin-toolbar">
        <AdminSearchForm
          label="Szukaj narzędzia"
          placeholder="Nazwa, producent lub adres"
          current={search.szukaj}
          onSearch={(szukaj) => onSearch(szukaj ? { szukaj } : {})}
        />
        <button type="button" className="button" onClick={() => setEditing({ mode: 'new' })}>
          Dodaj narzędzie
        </button>
      </div>

      <SaveStatus status={status} testId="ranking-admin-status" />

      <h2 ref={listHeadingRef} tabIndex={-1} className="section-title">
        Narzędzia w rankingu
      </h2>
      <p role="status" aria-live="polite" data-testid="ranking-admin-count">
        {search.szukaj
          ? `Znaleziono ${countNoun(total, toolForms)} dla „${search.szukaj}”.`
          : `W rankingu jest ${countNoun(total, toolForms)}.`}
        {pages > 1 && ` Strona ${page} z ${pages}.`}
      </p>

      {tools.length === 0 ? (
        <div className="empty-state">
          <p>{search.szukaj ? 'Żadne narzędzie nie pasuje do wyszukiwania.' : 'Na tej stronie nie ma narzędzi.'}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Narzędzia w rankingu, w kolejności miejsc</caption>
            <thead>
              <tr>
                <th scope="col">Miejsce</th>
                <th scope="col">Logo</th>
                <th scope="col">Nazwa</th>
                <th scope="col">Producent</th>
                <th scope="col">Kategoria</th>
                <th scope="col">Ocena</th>
                <th scope="col">
                  <span className="visually-hidden">Działania</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tools.map((tool) => (
                <tr key={tool.id} data-testid="admin-tool-row">
                  <td>{tool.position}.</td>
                  <td>
                    {tool.logo_path ? (
                      <img className="admin-ranking__logo" src={logoUrl(tool.logo_path)} alt="" width={32} height={32} loading="lazy" />
                    ) : (
                      <span className="admin-ranking__no-logo" aria-label="brak logo">
                        —
                      </span>
                    )}
                  </td>
                  <th scope="row">
                    {tool.name}
                    <span className="admin-ranking__slug">{tool.slug}</span>
                  </th>
                  <td>{tool.vendor}</td>
                  <td>{categoryLabel(tool.category)}</td>
                  <td>{formatScore(tool.score)}</td>
                  <td className="admin-table__actions">
                    <button type="button" className="button button--secondary button--small" onClick={() => void openEditor(tool)}>
                      Edytuj<span className="visually-hidden"> {tool.name}</span>
                    </button>
                    <button type="button" className="button button--danger button--small" onClick={() => setToDelete(tool)}>
                      Usuń<span className="visually-hidden"> {tool.name}</span>
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
          label="Strony listy narzędzi"
          onPage={(next) => onSearch({ ...search, strona: next > 1 ? next : undefined })}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Usunąć narzędzie z rankingu?"
        message={
          toDelete && (
            <p>
              Narzędzie „{toDelete.name}” (miejsce {toDelete.position}.) zostanie trwale usunięte razem z logo, a kolejne narzędzia przesuną
              się o jedno miejsce w górę. Tej operacji nie można cofnąć.
            </p>
          )
        }
        confirmLabel="Usuń narzędzie"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
