import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../../components/load-error';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchDesignTip } from '../../../features/design-tips/api';
import { DesignTipView } from '../../../features/design-tips/components/design-tip-view';
import { found } from '../../../lib/found';

export const Route = createFileRoute('/_default/jak-poprawic-design-strony/$slug')({
  loader: ({ params }) => found(fetchDesignTip(params.slug)),
  component: () => <DesignTipView tip={Route.useLoaderData()} />,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać porady'),
});
