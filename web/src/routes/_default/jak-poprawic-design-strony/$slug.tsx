import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchDesignTip } from '../../../features/design-tips/api';
import { DesignTipView } from '../../../features/design-tips/components/design-tip-view';

export const Route = createFileRoute('/_default/jak-poprawic-design-strony/$slug')({
  loader: async ({ params }) => {
    const tip = await fetchDesignTip(params.slug);
    if (!tip) throw notFound();
    return tip;
  },
  component: DesignTipPage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać porady" />,
});

function DesignTipPage() {
  const tip = Route.useLoaderData();
  return <DesignTipView tip={tip} />;
}
