import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { PaletteTool } from '../../features/colors/components/palette-tool';
import { paletteState, toSearch } from '../../features/colors/palette';
import { parsePaletteSearch, type PaletteSearch } from '../../features/colors/palette-search';
import { fetchSitePage } from '../../features/pages/api';
import { PageIntro } from '../../features/pages/components/page-intro';
import { usePageMeta } from '../../lib/seo';

export const Route = createFileRoute('/_default/kolory')({
  validateSearch: (search: Record<string, unknown>): PaletteSearch => parsePaletteSearch(search),
  loader: () => fetchSitePage('kolory'),
  shouldReload: false,
  component: ColorsPage,
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać narzędzia" />,
});

function ColorsPage() {
  const intro = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const title = intro?.title ?? 'Generator palet kolorów';
  usePageMeta(title, intro?.description);

  return (
    <div className="article article--wide">
      <header className="article__header">
        <h1 className="article__title">{title}</h1>
        {intro && <PageIntro markdown={intro.body_md} />}
      </header>
      <PaletteTool
        state={paletteState(search)}
        onChange={(next) => void navigate({ search: toSearch(next), replace: true, resetScroll: false })}
      />
    </div>
  );
}
