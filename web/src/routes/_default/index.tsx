import { Link, createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
import { startInOwnTask } from '../../lib/tasks';
import { defaultDescription, siteName, siteOrganization, siteOrigin, useJsonLd, usePageMeta } from '../../lib/seo';
import './-home.css';

export const Route = createFileRoute('/_default/')({
  // The four queries start one per task, none waiting for another: started together, their promise chains in
  // supabase-js made one long task of the router's load.
  loader: async () => {
    const [articles, topTools, glossaryTerms, training] = await Promise.all([
      startInOwnTask(fetchLatestArticles),
      startInOwnTask(() => fetchTopAiTools(5)),
      startInOwnTask(fetchGlossaryTerms),
      startInOwnTask(fetchMainTrainingOffer),
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
      <LatestArticles>
        <ArticleList articles={articles} />
      </LatestArticles>
      <div className="home-columns">
        <HomePanel id="top-tools-title" title="Top 5 narzędzi AI">
          <TopTools tools={topTools} />
          <p className="home-panel__more">
            <Link to="/ranking-top-ai">Cały ranking z cenami i licencjami</Link>
            {' · '}
            <Link to="/ai/znajdz-swoj-generator-ai">Znajdź swój generator</Link>
          </p>
        </HomePanel>
        <HomePanel id="glossary-teaser-title" title="Ze słownika AI">
          <GlossaryTeaser terms={glossaryTerms} />
        </HomePanel>
        {training && (
          <HomePanel id="training-teaser-title" title="Naucz się z nami">
            <TrainingTeaser offer={training} />
          </HomePanel>
        )}
        <HomePanel id="newsletter-teaser-title" title="Newsletter">
          <p>Raz w tygodniu: nowości w generatorach obrazów, jeden poradnik i jeden sprawdzony prompt.</p>
          <NewsletterForm source="strona-glowna" />
        </HomePanel>
      </div>
    </>
  );
}

function HomePending() {
  return (
    <>
      <HomeHero />
      <LatestArticles>
        <ArticleListSkeleton />
      </LatestArticles>
    </>
  );
}

/** The newest articles at the top of the home page (the list, or its skeleton while it loads). */
function LatestArticles({ children }: { children: ReactNode }) {
  return (
    <section className="latest" aria-labelledby="latest-title">
      <h2 id="latest-title" className="section-title">
        Najnowsze artykuły
      </h2>
      {children}
    </section>
  );
}

/** One of the home page's teaser panels: its heading (which names the section) and content. */
function HomePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="home-panel" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
