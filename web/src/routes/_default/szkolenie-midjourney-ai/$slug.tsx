import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../../components/load-error';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchTrainingOffer } from '../../../features/training/api';
import { TrainingOfferView } from '../../../features/training/components/training-offer-view';
import { found } from '../../../lib/found';

// Sub-pages: /szkolenie-midjourney-ai/b2b, /b2b-old (archived), /online, /dlaczego-warto.
export const Route = createFileRoute('/_default/szkolenie-midjourney-ai/$slug')({
  // The main offer lives at /szkolenie-midjourney-ai itself, not at a second address.
  loader: ({ params }) => found(params.slug === 'szkolenie-midjourney-ai' ? null : fetchTrainingOffer(params.slug)),
  component: () => <TrainingOfferView offer={Route.useLoaderData()} />,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać oferty szkolenia'),
});
