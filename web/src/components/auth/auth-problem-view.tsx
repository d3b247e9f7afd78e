import type { AuthProblem } from '../../lib/auth/errors';

type Props = {
  problem: AuthProblem | null;
  onResendConfirmation?: () => void;
  onRetry?: () => void;
};

/** An auth error, announced to screen readers, with the next step the error allows. */
export function AuthProblemView({ problem, onResendConfirmation, onRetry }: Props) {
  if (!problem) return null;
  return (
    <div className="auth-problem" role="alert">
      <p style={{ margin: 0 }}>{problem.message}</p>
      {problem.details.length > 0 && (
        <ul>
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      {problem.action === 'resend-confirmation' && onResendConfirmation && (
        <button type="button" className="button button--secondary" onClick={onResendConfirmation}>
          Wyślij link ponownie
        </button>
      )}
      {problem.action === 'retry' && onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Spróbuj ponownie
        </button>
      )}
    </div>
  );
}
