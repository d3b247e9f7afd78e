import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { SectionPage } from '../../components/section-page';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { NeumorphismTool } from '../../features/neumorphism/components/neumorphism-tool';
import { fetchSitePage } from '../../features/pages/api';

export const Route = createFileRoute('/_default/neumorphism')({
  loader: () => fetchSitePage('neumorphism'),
  component: () => (
    <SectionPage title="Generator neumorfizmu CSS" intro={Route.useLoaderData()} wide>
      <NeumorphismTool />
    </SectionPage>
  ),
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać generatora" />,
});
