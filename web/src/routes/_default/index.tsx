import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { fetchLatestArticles } from '../../features/articles/api';
import { ArticleList } from '../../features/articles/components/article-list';
import { ArticleListSkeleton } from '../../features/articles/components/article-list-skeleton';
import { fetchGlossaryTerms } from '../../features/glossary/api';
import { GlossaryTeaser } from '../../features/glossary/components/glossary-teaser';
import { fetchTopAiTools } from '../../features/ranking/api';
import { TopTools } from '../../features/ranking/components/top-tools';
import { fetchMainTrainingOffer } from '../../features/training/api';
import { TrainingTeaser } from '../../features/training/components/training-teaser';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { defaultDescription, siteName, siteOrganization, siteOrigin, useJsonLd, usePageMeta } from '../../lib/seo';

export const Route = createFileRoute('/_default/')({
  loader: async () => {
    const [articles, topTools, glossaryTerms, training] = await Promise.all([
      fetchLatestArticles(),
      fetchTopAiTools(5),
      fetchGlossaryTerms(),
      fetchMainTrainingOffer(),
    ]);
    return { articles, topTools, glossaryTerms, training };
  },
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
  usePageMeta();
  useJsonLd('website', {
    '@type': 'WebSite',
    name: siteName,
    url: `${siteOrigin()}/`,
    description: defaultDescription,
    inLanguage: 'pl-PL',
    publisher: siteOrganization(),
  });
  const { articles, topTools, glossaryTerms, training } = Route.useLoaderData();
  return (
    <>
      <HomeHero />
      <section className="latest" aria-labelledby="latest-title">
        <h2 id="latest-title" className="section-title">
          Najnowsze artykuły
        </h2>
        <ArticleList articles={articles} />
      </section>
      <div className="home-columns">
        <section className="home-panel" aria-labelledby="top-tools-title">
          <h2 id="top-tools-title" className="section-title">
            Top 5 narzędzi AI
          </h2>
          <TopTools tools={topTools} />
          <p className="home-panel__more">
            <Link to="/ranking-top-ai">Cały ranking z cenami i licencjami</Link>
            {' · '}
            <Link to="/ai/znajdz-swoj-generator-ai">Znajdź swój generator</Link>
          </p>
        </section>
        <section className="home-panel" aria-labelledby="glossary-teaser-title">
          <h2 id="glossary-teaser-title" className="section-title">
            Ze słownika AI
          </h2>
          <GlossaryTeaser terms={glossaryTerms} />
        </section>
        {training && (
          <section className="home-panel" aria-labelledby="training-teaser-title">
            <h2 id="training-teaser-title" className="section-title">
              Naucz się z nami
            </h2>
            <TrainingTeaser offer={training} />
          </section>
        )}
        <section className="home-panel" aria-labelledby="newsletter-teaser-title">
          <h2 id="newsletter-teaser-title" className="section-title">
            Newsletter
          </h2>
          <p>Raz w tygodniu: nowości w generatorach obrazów, jeden poradnik i jeden sprawdzony prompt.</p>
          <NewsletterForm source="strona-glowna" />
        </section>
      </div>
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
