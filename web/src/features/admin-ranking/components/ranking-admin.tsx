import { AdminCatalog, type CatalogPageProps, type CatalogTexts } from '../../../components/admin/admin-catalog';
import { formatScore } from '../../../lib/format';
import { deleteTool, fetchTool, logoUrl, type AdminTool, type AdminToolSummary } from '../api';
import { describeRankingError, toolChangedProblem } from '../problems';
import { toolCategories } from '../tool-form';
import { ToolEditor } from './tool-editor';
import '../admin-ranking.css';

type RankingAdminProps = CatalogPageProps & { tools: AdminToolSummary[] };

/** The tool to edit; none for a new one. */
type Editing = { tool?: AdminTool };

const texts: CatalogTexts = {
  nounForms: ['narzędzie', 'narzędzia', 'narzędzi'],
  searchLabel: 'Szukaj narzędzia',
  searchPlaceholder: 'Nazwa, producent lub adres',
  add: 'Dodaj narzędzie',
  heading: 'Narzędzia w rankingu',
  countAll: (count) => `W rankingu jest ${count}.`,
  noMatch: 'Żadne narzędzie nie pasuje do wyszukiwania.',
  emptyPage: 'Na tej stronie nie ma narzędzi.',
  caption: 'Narzędzia w rankingu, w kolejności miejsc',
  pagerLabel: 'Strony listy narzędzi',
  deleteTitle: 'Usunąć narzędzie z rankingu?',
  deleteConfirm: 'Usuń narzędzie',
  loadFailed: 'Nie udało się wczytać narzędzia. Sprawdź połączenie i spróbuj ponownie.',
  changed: toolChangedProblem,
};

const categoryLabel = (value: string) => toolCategories.find((category) => category.value === value)?.label ?? value;

/** /admin/ranking: the ranked tools page by page, with search, the create/edit form and delete with confirmation. */
export function RankingAdmin({ tools, ...list }: RankingAdminProps) {
  return (
    <AdminCatalog<AdminToolSummary, Editing>
      {...list}
      className="admin-ranking"
      testId="ranking-admin"
      texts={texts}
      rows={tools}
      // A new tool needs nothing loaded.
      loadingMessage={(summary) => summary && `Wczytywanie narzędzia „${summary.name}”…`}
      load={async (summary) => {
        if (!summary) return {};
        const tool = await fetchTool(summary.id);
        return tool ? { tool } : null;
      }}
      editor={(editing, { saved, cancel }) => (
        <ToolEditor
          key={editing.tool?.id ?? 'new'}
          tool={editing.tool}
          onCancel={cancel}
          onSaved={(tool, created) =>
            saved(created ? `Dodano narzędzie „${tool.name}” na miejscu ${tool.position}.` : `Zapisano zmiany narzędzia „${tool.name}”.`)
          }
        />
      )}
      columns={
        <>
          <th scope="col">Miejsce</th>
          <th scope="col">Logo</th>
          <th scope="col">Nazwa</th>
          <th scope="col">Producent</th>
          <th scope="col">Kategoria</th>
          <th scope="col">Ocena</th>
        </>
      }
      rowTestId="admin-tool-row"
      cells={(tool) => (
        <>
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
        </>
      )}
      name={(tool) => tool.name}
      remove={deleteTool}
      describeError={describeRankingError}
      deleteMessage={(tool) => (
        <p>
          Narzędzie „{tool.name}” (miejsce {tool.position}.) zostanie trwale usunięte razem z logo, a kolejne narzędzia przesuną się o jedno
          miejsce w górę. Tej operacji nie można cofnąć.
        </p>
      )}
      deleted={(tool) => `Usunięto narzędzie „${tool.name}”. Kolejne narzędzia przesunęły się o jedno miejsce w górę.`}
    />
  );
}
