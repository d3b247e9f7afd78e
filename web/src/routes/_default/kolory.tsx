import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { SectionPage } from '../../components/section-page';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { PaletteTool } from '../../features/colors/components/palette-tool';
import { paletteState, toSearch } from '../../features/colors/palette';
import { parsePaletteSearch, type PaletteSearch } from '../../features/colors/palette-search';
import { fetchSitePage } from '../../features/pages/api';

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
  return (
    <SectionPage title="Generator palet kolorów" intro={intro} wide>
      <PaletteTool
        state={paletteState(search)}
        onChange={(next) => void navigate({ search: toSearch(next), replace: true, resetScroll: false })}
      />
    </SectionPage>
  );
}
