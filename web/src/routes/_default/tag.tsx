import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { Breadcrumbs, SectionPending } from '../../components/section-page';
import { fetchArticlesByTag, fetchTagCounts } from '../../features/articles/api';
import { ArticleList } from '../../features/articles/components/article-list';
import { ArticleListSkeleton } from '../../features/articles/components/article-list-skeleton';
import { TagCloud } from '../../features/articles/components/tag-cloud';
import { countNoun } from '../../lib/format';
import { usePageMeta } from '../../lib/seo';

type TagSearch = {
  t?: string;
};

const articleForms = ['artykuł', 'artykuły', 'artykułów'] as const;

export const Route = createFileRoute('/_default/tag')({
  validateSearch: (search: Record<string, unknown>): TagSearch => {
    const tag = typeof search.t === 'string' || typeof search.t === 'number' ? String(search.t).trim().slice(0, 60) : '';
    return tag ? { t: tag } : {};
  },
  loaderDeps: ({ search }) => ({ tag: search.t }),
  loader: async ({ deps }) => {
    const [tags, articles] = await Promise.all([fetchTagCounts(), deps.tag ? fetchArticlesByTag(deps.tag) : Promise.resolve(null)]);
    return { tags, articles };
  },
  component: TagPage,
  pendingComponent: () => (
    <SectionPending title="Tagi" wide>
      <ArticleListSkeleton />
    </SectionPending>
  ),
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać tagów" />,
});

function TagPage() {
  const { tags, articles } = Route.useLoaderData();
  const { t: tag } = Route.useSearch();
  usePageMeta(
    tag ? `Artykuły z tagiem #${tag}` : 'Tagi',
    tag ? `Artykuły o generowaniu obrazów AI oznaczone tagiem #${tag}.` : 'Wszystkie tematy artykułów o generowaniu obrazów AI.',
  );

  return (
    <div className="article article--wide">
      {tag ? (
        <Breadcrumbs>
          <Link to="/tag">Tagi</Link>
          <span aria-current="page">#{tag}</span>
        </Breadcrumbs>
      ) : (
        <Breadcrumbs>
          <span aria-current="page">Tagi</span>
        </Breadcrumbs>
      )}
      {tag && articles ? (
        <>
          <header className="article__header">
            <h1 className="article__title" data-testid="tag-title">
              Tag: #{tag}
            </h1>
            <p className="article__lead" data-testid="tag-count">
              {articles.length > 0 ? countNoun(articles.length, articleForms) : 'Nie ma jeszcze artykułów z tym tagiem.'}
            </p>
          </header>
          <ArticleList articles={articles} />
          <section className="tag-page__all" aria-labelledby="all-tags-title">
            <h2 id="all-tags-title" className="section-title">
              Inne tagi
            </h2>
            <TagCloud tags={tags} current={tag} />
          </section>
        </>
      ) : (
        <>
          <header className="article__header">
            <h1 className="article__title">Tagi</h1>
            <p className="article__lead">
              Wszystkie tematy, o których piszemy — {countNoun(tags.length, ['tag', 'tagi', 'tagów'])} w porządku alfabetycznym. Liczba przy
              tagu to liczba artykułów.
            </p>
          </header>
          <TagCloud tags={tags} />
        </>
      )}
    </div>
  );
}
