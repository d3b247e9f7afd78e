import { Link } from '@tanstack/react-router';
import type { Factor } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { describeAuthError, type AuthProblem } from '../../../lib/auth/errors';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDate } from '../../../lib/format';
import { fetchMyVerifiedFactors, removeFactor, takeAccountQuery } from '../api';

/** The account's verified MFA factors, with removal (which the server allows only from an aal2 session). */
export function MfaFactors() {
  const { aal } = useAuth();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const show = useCallback((loaded: Awaited<ReturnType<typeof fetchMyVerifiedFactors>>) => {
    if ('error' in loaded) setProblem(describeAuthError(loaded.error));
    else setFactors(loaded.factors);
  }, []);
  const load = useCallback(async () => show(await fetchMyVerifiedFactors()), [show]);

  useEffect(() => {
    // The first list comes from the query the route's loader started.
    void takeAccountQuery('verifiedFactors', fetchMyVerifiedFactors).then(show);
  }, [show]);

  const remove = async (factorId: string) => {
    setProblem(null);
    const { error } = await removeFactor(factorId);
    setConfirming(null);
    if (error) setProblem(describeAuthError(error));
    else await load();
  };

  return (
    <section className="account-section" aria-labelledby="konto-mfa">
      <h2 id="konto-mfa">Weryfikacja dwuetapowa</h2>
      {factors === null ? (
        <p role="status">Wczytujemy…</p>
      ) : factors.length === 0 ? (
        <p>Nie masz jeszcze drugiego kroku logowania.</p>
      ) : (
        <ul className="factor-list" aria-label="Metody weryfikacji">
          {factors.map((factor) => (
            <li key={factor.id}>
              <span>
                {factor.friendly_name || 'Aplikacja uwierzytelniająca'} — dodana {formatDate(factor.created_at)}
              </span>
              {confirming === factor.id ? (
                <span className="account-actions">
                  <button type="button" className="button button--small" onClick={() => void remove(factor.id)}>
                    Tak, usuń
                  </button>
                  <button type="button" className="button button--small button--secondary" onClick={() => setConfirming(null)}>
                    Anuluj
                  </button>
                </span>
              ) : (
                <button type="button" className="button button--small button--secondary" onClick={() => setConfirming(factor.id)}>
                  Usuń
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {factors && factors.length > 0 && aal !== 'aal2' && (
        <p className="field-hint">
          Aby usunąć metodę, najpierw{' '}
          <Link to="/mfa" search={{ redirect: '/konto' }}>
            potwierdź się kodem
          </Link>
          .
        </p>
      )}
      {factors && factors.length === 0 && (
        <Link to="/mfa" search={{ redirect: '/konto' }} className="button button--secondary">
          Dodaj aplikację uwierzytelniającą
        </Link>
      )}
      <AuthProblemView problem={problem} />
    </section>
  );
}
