import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { deleteQuizResult, fetchMyQuizResults, takeAccountQuery, type SavedQuizResult } from '../api';

/**
 * Quiz results the person saved, each reopening the shareable result page. The archetypes' names come from the
 * route (started beside the results); without them a result shows its slug.
 */
export function SavedQuizResults({ archetypeNames }: { archetypeNames: Promise<Map<string, string>> }) {
  const [results, setResults] = useState<SavedQuizResult[] | null>(null);
  const [names, setNames] = useState<Map<string, string>>(() => new Map());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const known = archetypeNames.catch(() => new Map<string, string>());
    Promise.all([takeAccountQuery('quizResults', fetchMyQuizResults), known]).then(
      ([saved, bySlug]) => {
        if (!active) return;
        setNames(bySlug);
        setResults(saved);
      },
      (failure: Error) => active && setError(failure.message),
    );
    return () => {
      active = false;
    };
  }, [archetypeNames]);

  const remove = async (id: string) => {
    try {
      await deleteQuizResult(id);
      setResults((current) => current?.filter((result) => result.id !== id) ?? null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section className="account-section" aria-labelledby="konto-quiz">
      <h2 id="konto-quiz">Zapisane wyniki quizu</h2>
      {error && (
        <p className="field-error" role="alert">
          Nie udało się wczytać wyników: {error}
        </p>
      )}
      {results === null && !error && <p role="status">Wczytujemy…</p>}
      {results?.length === 0 && (
        <p>
          Nie masz zapisanych wyników. <Link to="/quiz/identyfikacja-brandu">Rozwiąż quiz „Identyfikacja brandu”</Link>.
        </p>
      )}
      {results && results.length > 0 && (
        <ul className="factor-list" data-testid="saved-quiz-results">
          {results.map((result) => (
            <li key={result.id}>
              <Link to="/quiz/identyfikacja-brandu" search={{ odpowiedzi: result.answers }}>
                {names.get(result.result_slug) ?? result.result_slug} — {formatDate(result.created_at)}
              </Link>
              <button type="button" className="button button--small button--secondary" onClick={() => void remove(result.id)}>
                Usuń
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
