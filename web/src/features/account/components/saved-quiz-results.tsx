import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { deleteQuizResult, fetchMyQuizResults, takeAccountQuery, type SavedQuizResult } from '../api';

/** Quiz results the person saved, each reopening the shareable result page. */
export function SavedQuizResults({ archetypeNames }: { archetypeNames: Map<string, string> }) {
  const [results, setResults] = useState<SavedQuizResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    takeAccountQuery('quizResults', fetchMyQuizResults).then(setResults, (failure: Error) => setError(failure.message));
  }, []);

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
                {archetypeNames.get(result.result_slug) ?? result.result_slug} — {formatDate(result.created_at)}
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
