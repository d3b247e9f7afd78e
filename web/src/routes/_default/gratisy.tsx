import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { SectionPage, SectionPending } from '../../components/section-page';
import { useAuth } from '../../lib/auth/use-auth';
import { fetchDownloads } from '../../features/gratisy/api';
import { DownloadsList } from '../../features/gratisy/components/downloads-list';
import '../../features/gratisy/gratisy.css';

const title = 'Gratisy do pobrania';
const description =
  'Darmowe paczki promptów, ściągi z parametrami Midjourney, słownik światła i kadru oraz tapety. Część materiałów czeka na zalogowanych.';

export const Route = createFileRoute('/_default/gratisy')({
  loader: () => fetchDownloads(),
  component: GratisyPage,
  pendingComponent: () => <SectionPending title={title} wide label="Wczytujemy gratisy…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać gratisów" />,
});

function GratisyPage() {
  const downloads = Route.useLoaderData();
  const { user } = useAuth();
  const membersOnly = downloads.filter((download) => download.membersOnly).length;

  return (
    <SectionPage
      title={title}
      description={description}
      wide
      lead={
        <p className="article__lead">
          Materiały, z których sami korzystamy przy generowaniu obrazów: prompty, ściągi i tapety. Wszystko za darmo.
          {membersOnly > 0 ? ' Pliki oznaczone „Tylko dla zalogowanych” pobierzesz po założeniu bezpłatnego konta.' : ''}
        </p>
      }
    >
      <DownloadsList downloads={downloads} signedIn={user !== null} />
    </SectionPage>
  );
}
