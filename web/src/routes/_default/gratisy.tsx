import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { LoadingState } from '../../components/loading-state';
import { useAuth } from '../../lib/auth/use-auth';
import { fetchDownloads } from '../../features/gratisy/api';
import { DownloadsList } from '../../features/gratisy/components/downloads-list';
import { usePageMeta } from '../../lib/seo';
import '../../features/gratisy/gratisy.css';

const title = 'Gratisy do pobrania';
const description =
  'Darmowe paczki promptów, ściągi z parametrami Midjourney, słownik światła i kadru oraz tapety. Część materiałów czeka na zalogowanych.';

export const Route = createFileRoute('/_default/gratisy')({
  loader: () => fetchDownloads(),
  component: GratisyPage,
  pendingComponent: () => (
    <div className="article article--wide">
      <h1 className="article__title">{title}</h1>
      <LoadingState label="Wczytujemy gratisy…" />
    </div>
  ),
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać gratisów" />,
});

function GratisyPage() {
  usePageMeta(title, description);
  const downloads = Route.useLoaderData();
  const { user } = useAuth();
  const membersOnly = downloads.filter((download) => download.membersOnly).length;

  return (
    <div className="article article--wide">
      <header className="article__header">
        <h1 className="article__title">{title}</h1>
        <p className="article__lead">
          Materiały, z których sami korzystamy przy generowaniu obrazów: prompty, ściągi i tapety. Wszystko za darmo.
          {membersOnly > 0 ? ' Pliki oznaczone „Tylko dla zalogowanych” pobierzesz po założeniu bezpłatnego konta.' : ''}
        </p>
      </header>
      <DownloadsList downloads={downloads} signedIn={user !== null} />
    </div>
  );
}
