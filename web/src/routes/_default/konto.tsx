import { Link, createFileRoute } from '@tanstack/react-router';
import { EmailChange } from '../../features/account/components/email-change';
import { MfaFactors } from '../../features/account/components/mfa-factors';
import { NewsletterSubscription } from '../../features/account/components/newsletter-subscription';
import { PasswordChange } from '../../features/account/components/password-change';
import { SavedQuizResults } from '../../features/account/components/saved-quiz-results';
import { SignOut } from '../../features/account/components/sign-out';
import { startAccountQueries } from '../../features/account/api';
import { requireSession } from '../../lib/auth/guards';
import { isAdminUser } from '../../lib/auth/session';
import { useAuth } from '../../lib/auth/use-auth';
import { MyCreatures } from '../../features/stwory/components/my-creatures';
import { fetchArchetypes } from '../../features/branding/api';
import { usePageMeta } from '../../lib/seo';
import '../../layouts/auth-layout.css';

type AccountSearch = { zmiana?: 'haslo' };

export const Route = createFileRoute('/_default/konto')({
  validateSearch: (search: Record<string, unknown>): AccountSearch => (search.zmiana === 'haslo' ? { zmiana: 'haslo' } : {}),
  beforeLoad: ({ location }) => requireSession(location.href),
  staticData: { requiresSession: true },
  // The session is known (beforeLoad): every section's query starts now, beside the archetypes, not as each mounts.
  loader: async () => {
    startAccountQueries();
    return { archetypes: await fetchArchetypes() };
  },
  // The page's frame at once, sized like the sections, while the session and the archetypes load.
  pendingMs: 0,
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

function AccountSkeleton() {
  return (
    <div className="account" aria-busy="true">
      <header>
        <h1>Twoje konto</h1>
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
  const { user } = useAuth();
  const { archetypes } = Route.useLoaderData();
  const { zmiana } = Route.useSearch();
  if (!user) return <AccountSkeleton />;
  const archetypeNames = new Map(archetypes.map((archetype) => [archetype.slug, archetype.name]));

  return (
    <div className="account">
      <header>
        <h1>Twoje konto</h1>
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
        <MyCreatures userId={user.id} />
      </div>
      <SavedQuizResults archetypeNames={archetypeNames} />
      <SignOut />
    </div>
  );
}
