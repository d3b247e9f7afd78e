import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { saveQuizResult } from '../api';

/** On the quiz result: signed-in people keep it in their account; others are invited to sign in. */
export function SaveQuizResult({ answers, resultSlug }: { answers: string; resultSlug: string }) {
  const { ready, session } = useAuth();
  const href = useRouterState({ select: (state) => state.location.href });
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; text?: string }>({ kind: 'idle' });

  if (!ready) return null;
  if (!session) {
    return (
      <p className="field-hint">
        <Link to="/login" search={{ redirect: href }}>
          Zaloguj się
        </Link>
        , aby zapisać wynik na swoim koncie.
      </p>
    );
  }

  const save = async () => {
    setState({ kind: 'saving' });
    try {
      await saveQuizResult(answers, resultSlug);
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'error', text: (error as Error).message });
    }
  };

  return (
    <p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void save()}
        disabled={state.kind === 'saving' || state.kind === 'saved'}
      >
        {state.kind === 'saved' ? 'Zapisano na koncie' : 'Zapisz wynik na koncie'}
      </button>{' '}
      <span role={state.kind === 'error' ? 'alert' : 'status'} className={state.kind === 'error' ? 'field-error' : undefined}>
        {state.kind === 'saved' && (
          <>
            Wynik jest w <Link to="/konto">Twoim koncie</Link>.
          </>
        )}
        {state.kind === 'error' && `Nie udało się zapisać: ${state.text}`}
      </span>
    </p>
  );
}
