import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { SectionPage, SectionPending } from '../../components/section-page';
import { useAuth } from '../../lib/auth/use-auth';
import { fetchApprovedCreatures } from '../../features/stwory/api';
import { CreatureEditor } from '../../features/stwory/components/creature-editor';
import { CreatureGallery } from '../../features/stwory/components/creature-gallery';
import '../../features/stwory/stwory.css';

const title = 'Stwórz stwora';
const description =
  'Złóż własnego stwora z kształtów, oczu, buzi, kolorów i dodatków, pobierz go jako SVG albo wyślij do galerii. Galeria odświeża się na żywo.';

export const Route = createFileRoute('/_default/stworz-stwora')({
  loader: () => fetchApprovedCreatures(),
  component: CreaturePage,
  pendingComponent: () => <SectionPending title={title} wide label="Wczytujemy galerię stworów…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać galerii stworów" />,
});

function CreaturePage() {
  const creatures = Route.useLoaderData();
  const { ready, user } = useAuth();

  return (
    <SectionPage
      title={title}
      description={description}
      wide
      className="stwory"
      lead={
        <p className="article__lead">
          Zabawa dla każdego, kto lubi generować obrazy: złóż stwora z gotowych części, nadaj mu imię i pokaż go innym. Podgląd zmienia się
          na bieżąco, a gotowy rysunek pobierzesz jako plik SVG.
        </p>
      }
    >
      <CreatureEditor userId={user?.id ?? null} authReady={ready} />
      <CreatureGallery initial={creatures} />
    </SectionPage>
  );
}
