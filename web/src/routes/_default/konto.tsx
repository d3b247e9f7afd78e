import { Link, createFileRoute } from '@tanstack/react-router';
import { EmailChange } from '../../features/account/components/email-change';
import { MfaFactors } from '../../features/account/components/mfa-factors';
import { NewsletterSubscription } from '../../features/account/components/newsletter-subscription';
import { PasswordChange } from '../../features/account/components/password-change';
import { SavedQuizResults } from '../../features/account/components/saved-quiz-results';
import { SignOut } from '../../features/account/components/sign-out';
import { startAccountQueries } from '../../features/account/api';
import { requireSession } from '../../lib/auth/guards';
import { whenKnown } from '../../lib/auth/stored-session';
import { isAdminUser } from '../../lib/auth/session';
import { useAuthUser } from '../../lib/auth/use-auth';
import { MyCreatures } from '../../features/stwory/components/my-creatures';
import { fetchMyCreatures } from '../../features/stwory/api';
import { fetchArchetypes } from '../../features/branding/api';
import { usePageMeta } from '../../lib/seo';
import { startInOwnTask } from '../../lib/tasks';
import { pendingForever, renderingSignedInFrame } from '../../lib/signed-in-frame';
import { useSignedInFrameReady } from '../../lib/signed-in-frame-ready';
import '../../layouts/auth-layout.css';

type AccountSearch = { zmiana?: 'haslo' };

export const Route = createFileRoute('/_default/konto')({
  validateSearch: (search: Record<string, unknown>): AccountSearch => (search.zmiana === 'haslo' ? { zmiana: 'haslo' } : {}),
  // The session from storage (no request while it is valid): the page renders and its queries start at once.
  // The prerendered frame (lib/signed-in-frame.ts) waits in the loader instead: a beforeLoad that never settles holds
  // back the layout's code as well, and nothing would render.
  beforeLoad: ({ location }) =>
    renderingSignedInFrame() ? { session: null } : whenKnown(requireSession(location.href), (session) => ({ session })),
  staticData: { requiresSession: true },
  // Every section's query starts here, not as each section mounts: one per task right after the router's load
  // (lib/tasks.ts), none waiting for another; nothing is awaited, so the page paints with the session and each
  // section fills in as its answer comes.
  loader: ({ context: { session } }) => {
    if (!session) return pendingForever<never>();
    startAccountQueries();
    const archetypeNames = startInOwnTask(fetchArchetypes).then(
      (list) => new Map(list.map((archetype) => [archetype.slug, archetype.name])),
    );
    const myCreatures = startInOwnTask(() => fetchMyCreatures(session.user.id));
    // A failure is the section's to show when it takes the query (a preload may never be shown).
    for (const query of [archetypeNames, myCreatures]) query.catch(() => undefined);
    return { session, archetypeNames, myCreatures };
  },
  // The page's frame at once, sized like the sections, while the route's code loads (or the client reads the session).
  pendingMs: 0,
  // Replaced as soon as the page can render: the placeholders have the page's layout, so there is no flash to avoid
  // (the router otherwise keeps a shown pending component for 500 ms).
  pendingMinMs: 0,
  pendingComponent: AccountSkeleton,
  component: AccountPage,
});

/** The sections of the account page as placeholders of about their height (no layout shift when they arrive). */
const SKELETON_SECTIONS = [
  'Adres e-mail',
  'Hasło',
  'Weryfikacja dwuetapowa',
  'Newsletter',
  'Moje stwory',
  'Zapisane wyniki quizu',
  'Wylogowanie',
];

/** What the page is for: the same text in the frame and on the page, the first screen's largest text. */
function AccountIntro() {
  return (
    <p>
      Tu zarządzasz swoim kontem: danymi, którymi się logujesz, drugim krokiem logowania i zapisem na listę mailową, a także stworami i
      wynikami quizu, które zachowałeś.
    </p>
  );
}

/**
 * The page before the session is known, and its prerendered frame (lib/signed-in-frame.ts): nothing of an account,
 * so the same for every visitor.
 */
function AccountSkeleton() {
  usePageMeta('Twoje konto', undefined, { noindex: true });
  useSignedInFrameReady();
  return (
    <div className="account" aria-busy="true">
      <header>
        <h1>Twoje konto</h1>
        <AccountIntro />
        <p role="status" className="visually-hidden">
          Wczytujemy konto…
        </p>
      </header>
      {SKELETON_SECTIONS.map((title) => (
        <section key={title} className="account-section account-section--pending" aria-hidden="true">
          <h2>{title}</h2>
          <span className="skeleton" />
          <span className="skeleton skeleton--short" />
        </section>
      ))}
    </div>
  );
}

function AccountPage() {
  usePageMeta('Twoje konto', undefined, { noindex: true });
  const { session, archetypeNames, myCreatures } = Route.useLoaderData();
  // The live user (an e-mail change updates it); the route's session until the client has started.
  const user = useAuthUser() ?? session.user;
  const { zmiana } = Route.useSearch();

  return (
    <div className="account">
      <header>
        <h1>Twoje konto</h1>
        <AccountIntro />
        {zmiana === 'haslo' && (
          <p className="auth-notice" role="status">
            Nowe hasło zostało zapisane.
          </p>
        )}
        {isAdminUser(user) && (
          <p>
            <Link to="/admin" className="button">
              Panel administracyjny
            </Link>
          </p>
        )}
      </header>
      <EmailChange currentEmail={user.email ?? ''} pendingEmail={user.new_email} />
      <PasswordChange />
      <MfaFactors />
      <NewsletterSubscription emailConfirmed={Boolean(user.email_confirmed_at)} />
      <div className="account-section">
        <MyCreatures userId={user.id} query={user.id === session.user.id ? myCreatures : undefined} />
      </div>
      <SavedQuizResults archetypeNames={archetypeNames} />
      <SignOut />
    </div>
  );
}
