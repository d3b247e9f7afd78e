import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../../components/load-error';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchTrainingOffer } from '../../../features/training/api';
import { TrainingOfferView } from '../../../features/training/components/training-offer-view';
import { found } from '../../../lib/found';

export const Route = createFileRoute('/_default/szkolenie-midjourney-ai/')({
  loader: () => found(fetchTrainingOffer('szkolenie-midjourney-ai')),
  component: () => <TrainingOfferView offer={Route.useLoaderData()} />,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać oferty szkolenia'),
});
