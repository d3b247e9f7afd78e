import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchTrainingOffer } from '../../../features/training/api';
import { TrainingOfferView } from '../../../features/training/components/training-offer-view';

export const Route = createFileRoute('/_default/szkolenie-midjourney-ai/')({
  loader: async () => {
    const offer = await fetchTrainingOffer('szkolenie-midjourney-ai');
    if (!offer) throw notFound();
    return offer;
  },
  component: TrainingPage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać oferty szkolenia" />,
});

function TrainingPage() {
  const offer = Route.useLoaderData();
  return <TrainingOfferView offer={offer} />;
}
