import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { SectionPage } from '../../../components/section-page';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { withIntro } from '../../../features/pages/api';
import { fetchUxLaws } from '../../../features/ux-laws/api';
import { parseUxCategory, uxCategories, type UxCategoryKey } from '../../../features/ux-laws/categories';
import { UxLawCard } from '../../../features/ux-laws/components/ux-law-card';
import { countNoun } from '../../../lib/format';

type UxLawsSearch = { kategoria?: UxCategoryKey };

export const Route = createFileRoute('/_default/ux/prawa-ux')({
  validateSearch: (search: Record<string, unknown>): UxLawsSearch => {
    const kategoria = parseUxCategory(search.kategoria);
    return kategoria ? { kategoria } : {};
  },
  loader: () => withIntro('prawa-ux', { laws: fetchUxLaws() }),
  shouldReload: false,
  component: UxLawsPage,
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać praw UX" />,
});

function UxLawsPage() {
  const { laws, intro } = Route.useLoaderData();
  const { kategoria } = Route.useSearch();
  const shown = kategoria ? laws.filter((law) => law.category === uxCategories[kategoria].value) : laws;

  return (
    <SectionPage title="Prawa UX" intro={intro}>
      <nav aria-label="Kategorie praw UX">
        <ul className="chip-list ux-categories">
          <li>
            <Link to="/ux/prawa-ux" search={{}} className="chip" aria-current={kategoria ? undefined : 'page'}>
              Wszystkie
            </Link>
          </li>
          {Object.entries(uxCategories).map(([key, category]) => (
            <li key={key}>
              <Link
                to="/ux/prawa-ux"
                search={{ kategoria: key as UxCategoryKey }}
                className="chip"
                aria-current={kategoria === key ? 'page' : undefined}
              >
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" data-testid="ux-laws-status">
        {kategoria
          ? `${uxCategories[kategoria].label}: ${countNoun(shown.length, ['prawo', 'prawa', 'praw'])}.`
          : `Wszystkie: ${countNoun(shown.length, ['prawo', 'prawa', 'praw'])}.`}
      </p>
      {shown.map((law) => (
        <UxLawCard key={law.slug} law={law} />
      ))}
    </SectionPage>
  );
}
