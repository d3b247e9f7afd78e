import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { fetchLatestArticles } from '../../features/articles/api';
import { ArticleList } from '../../features/articles/components/article-list';
import { ArticleListSkeleton } from '../../features/articles/components/article-list-skeleton';
import { useDocumentTitle } from '../../lib/seo';

export const Route = createFileRoute('/_default/')({
  loader: () => fetchLatestArticles(),
  component: HomePage,
  pendingComponent: HomePending,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać artykułów" />,
});

function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__eyebrow">Generowanie obrazów z AI po polsku</p>
      <h1 id="hero-title" className="hero__title">
        Twórz lepsze obrazy ze sztuczną inteligencją
      </h1>
      <p className="hero__lead">
        Praktyczne poradniki o Midjourney, GPT Image, Adobe Firefly, Fluxie, Ideogramie i Stable Diffusion. Wyjaśniamy parametry, uczymy
        pisać prompty i porządkujemy kwestie licencji oraz prawa autorskiego — konkretnie i bez marketingowego szumu.
      </p>
    </section>
  );
}

function HomePage() {
  useDocumentTitle();
  const articles = Route.useLoaderData();
  return (
    <>
      <HomeHero />
      <section className="latest" aria-labelledby="latest-title">
        <h2 id="latest-title" className="section-title">
          Najnowsze artykuły
        </h2>
        <ArticleList articles={articles} />
      </section>
    </>
  );
}

function HomePending() {
  return (
    <>
      <HomeHero />
      <section className="latest" aria-labelledby="latest-title">
        <h2 id="latest-title" className="section-title">
          Najnowsze artykuły
        </h2>
        <ArticleListSkeleton />
      </section>
    </>
  );
}
