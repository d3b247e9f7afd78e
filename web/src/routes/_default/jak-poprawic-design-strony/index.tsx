import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { SectionPage } from '../../../components/section-page';
import { ArticleListSkeleton } from '../../../features/articles/components/article-list-skeleton';
import { fetchDesignTips } from '../../../features/design-tips/api';
import { withIntro } from '../../../features/pages/api';
import { formatReadingTime } from '../../../lib/format';
import '../../../features/articles/articles.css';

export const Route = createFileRoute('/_default/jak-poprawic-design-strony/')({
  loader: () => withIntro('jak-poprawic-design-strony', { tips: fetchDesignTips() }),
  component: DesignTipsPage,
  pendingComponent: ArticleListSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać porad" />,
});

function DesignTipsPage() {
  const { tips, intro } = Route.useLoaderData();
  return (
    <SectionPage title="Jak poprawić design strony" intro={intro} wide>
      <ol className="article-list" data-testid="design-tips">
        {tips.map((tip) => (
          <li key={tip.slug}>
            <article className="article-card">
              <p className="article-card__section">Porada {tip.position}</p>
              <h2 className="article-card__title">
                <Link to="/jak-poprawic-design-strony/$slug" params={{ slug: tip.slug }} className="article-card__link">
                  {tip.title}
                </Link>
              </h2>
              <p className="article-card__lead">{tip.lead}</p>
              <p className="article-meta">{formatReadingTime(tip.reading_minutes)}</p>
            </article>
          </li>
        ))}
      </ol>
    </SectionPage>
  );
}
