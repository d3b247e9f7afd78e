import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../components/load-error';
import { fetchAuthors } from '../../features/articles/api';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { AuthorsList } from '../../features/articles/components/authors-list';
import { fetchSitePage } from '../../features/pages/api';
import { SitePageView } from '../../features/pages/components/site-page-view';
import { found } from '../../lib/found';

// /o-nas: who writes the site, how tools are tested and where the illustrations come from (site_pages, slug o-nas),
// then the authors, each under their own anchor (/o-nas#<slug>, where the bylines link).
export const Route = createFileRoute('/_default/o-nas')({
  loader: async () => {
    const [page, authors] = await Promise.all([found(fetchSitePage('o-nas')), fetchAuthors()]);
    return { page, authors };
  },
  component: AboutPage,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać strony „O nas”'),
});

function AboutPage() {
  const { page, authors } = Route.useLoaderData();
  return (
    <>
      <SitePageView page={page} />
      <AuthorsList authors={authors} />
    </>
  );
}
