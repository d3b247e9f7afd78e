import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { NeumorphismTool } from '../../features/neumorphism/components/neumorphism-tool';
import { fetchSitePage } from '../../features/pages/api';
import { PageIntro } from '../../features/pages/components/page-intro';
import { usePageMeta } from '../../lib/seo';

export const Route = createFileRoute('/_default/neumorphism')({
  loader: () => fetchSitePage('neumorphism'),
  component: NeumorphismPage,
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać generatora" />,
});

function NeumorphismPage() {
  const intro = Route.useLoaderData();
  const title = intro?.title ?? 'Generator neumorfizmu CSS';
  usePageMeta(title, intro?.description);
  return (
    <div className="article article--wide">
      <header className="article__header">
        <h1 className="article__title">{title}</h1>
        {intro && <PageIntro markdown={intro.body_md} />}
      </header>
      <NeumorphismTool />
    </div>
  );
}
