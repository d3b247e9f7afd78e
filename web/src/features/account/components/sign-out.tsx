import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { describeAuthError } from '../../../lib/auth/errors';
import { expectSignOut } from '../../../lib/auth/use-auth';
import { signOut as endSession } from '../../../lib/auth/sign-out';

/** Sign out on this device (scope local) or on every device (scope global: all refresh tokens revoked). */
export function SignOut() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  const signOut = async (scope: 'local' | 'global') => {
    setProblem(null);
    expectSignOut();
    const { error } = await endSession(scope);
    // A session already gone on the server still ends here; anything else is reported.
    if (error && error.status !== 401 && error.status !== 403 && error.status !== 404) {
      setProblem(describeAuthError(error).message);
      return;
    }
    await navigate({ to: '/login', search: { powod: 'wylogowano' }, replace: true });
  };

  return (
    <section className="account-section" aria-labelledby="konto-wyloguj">
      <h2 id="konto-wyloguj">Wylogowanie</h2>
      <div className="account-actions">
        <button type="button" className="button button--secondary" onClick={() => void signOut('local')}>
          Wyloguj się
        </button>
        <button type="button" className="button button--secondary" onClick={() => void signOut('global')}>
          Wyloguj ze wszystkich urządzeń
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
