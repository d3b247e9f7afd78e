import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchTrainingOffer } from '../../../features/training/api';
import { TrainingOfferView } from '../../../features/training/components/training-offer-view';

// Sub-pages: /szkolenie-midjourney-ai/b2b, /b2b-old (archived), /online, /dlaczego-warto.
export const Route = createFileRoute('/_default/szkolenie-midjourney-ai/$slug')({
  loader: async ({ params }) => {
    // The main offer lives at /szkolenie-midjourney-ai itself, not at a second address.
    const offer = params.slug === 'szkolenie-midjourney-ai' ? null : await fetchTrainingOffer(params.slug);
    if (!offer) throw notFound();
    return offer;
  },
  component: TrainingSubPage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać oferty szkolenia" />,
});

function TrainingSubPage() {
  const offer = Route.useLoaderData();
  return <TrainingOfferView offer={offer} />;
}
