import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { SectionPage, SectionPending } from '../../components/section-page';
import { withIntro } from '../../features/pages/api';
import { fetchAiTools } from '../../features/ranking/api';
import { RankingFilters } from '../../features/ranking/components/ranking-filters';
import { RankingTable } from '../../features/ranking/components/ranking-table';
import { ToolDetails } from '../../features/ranking/components/tool-details';
import { parseRankingSearch, type RankingSearch, type RankingSort } from '../../features/ranking/ranking-search';
import { applyRankingSearch } from '../../features/ranking/utils';
import { countNoun } from '../../lib/format';

const toolForms = ['narzędzie', 'narzędzia', 'narzędzi'] as const;

export const Route = createFileRoute('/_default/ranking-top-ai')({
  validateSearch: (search: Record<string, unknown>): RankingSearch => parseRankingSearch(search),
  loader: () => withIntro('ranking-top-ai', { tools: fetchAiTools() }),
  // Filters only change the URL; the data is the same.
  shouldReload: false,
  component: RankingPage,
  pendingComponent: () => <SectionPending title="Ranking narzędzi AI" wide label="Wczytujemy ranking…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać rankingu" />,
});

function RankingPage() {
  const { tools, intro } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const shown = applyRankingSearch(tools, search);
  const sort: RankingSort = search.sortuj ?? 'pozycja';
  const update = (next: RankingSearch) => void navigate({ search: parseRankingSearch(next), resetScroll: false });

  return (
    <SectionPage title="Ranking narzędzi AI" intro={intro} wide>
      <p className="callout">
        Nie wiesz, od czego zacząć? <Link to="/ai/znajdz-swoj-generator-ai">Odpowiedz na cztery pytania</Link>, a dobierzemy narzędzie do
        twojego budżetu, zadania i licencji. Porównania:{' '}
        <Link to="/ai/porownanie-dalle-midjourney-firefly-freepik">DALL·E, Midjourney, Firefly i Freepik</Link>
        {' · '}
        <Link to="/ai/porownanie-gpt-midjourney-ideogram-flux-freepik">GPT Image, Midjourney, Ideogram, Flux i Freepik</Link>.
      </p>

      <RankingFilters search={search} onChange={update} />

      <section aria-labelledby="ranking-title">
        <h2 id="ranking-title" className="section-title">
          Zestawienie
        </h2>
        <p role="status" aria-live="polite" data-testid="ranking-status">
          Pokazujemy {countNoun(shown.length, toolForms)} z {tools.length}.
        </p>
        {shown.length > 0 ? (
          <RankingTable tools={shown} sort={sort} onSort={(next) => update({ ...search, sortuj: next === 'pozycja' ? undefined : next })} />
        ) : (
          <div className="empty-state">
            <p>Żadne narzędzie nie spełnia wszystkich warunków naraz. Zrezygnuj z któregoś filtra.</p>
            <button type="button" className="button button--secondary" onClick={() => update({})}>
              Pokaż wszystkie narzędzia
            </button>
          </div>
        )}
      </section>

      {shown.length > 0 && (
        <section aria-labelledby="details-title" className="tool-details">
          <h2 id="details-title" className="section-title">
            Szczegóły, licencje i ceny
          </h2>
          {shown.map((tool) => (
            <ToolDetails key={tool.slug} tool={tool} />
          ))}
        </section>
      )}
    </SectionPage>
  );
}
