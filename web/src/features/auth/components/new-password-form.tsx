import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { NewPasswordFields, SubmitButton } from '../../../components/auth/auth-fields';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { describeAuthError, newPasswordErrors, type AuthProblem } from '../../../lib/auth/errors';
import { clearRecovery } from '../../../lib/auth/use-auth';
import { setNewPassword } from '../api';
import { usePageMeta } from '../../../lib/seo';
import { linkOutcome } from '../link-outcome';
import { EmailCodeForm } from './email-code-form';

/**
 * Where recovery and invitation links land: supabase-js turns the link into a session (emitting
 * PASSWORD_RECOVERY for a recovery link), and this form sets the new password.
 */
export function NewPasswordForm() {
  usePageMeta('Ustaw nowe hasło', undefined, { noindex: true });
  const navigate = useNavigate();
  const [state, setState] = useState<'checking' | 'ready' | 'invalid'>('checking');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; repeat?: string | null }>({});
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void linkOutcome().then(({ session, problem: linkProblem }) => {
      if (!active) return;
      setProblem(linkProblem);
      setEmail(session?.user.email ?? '');
      setState(session && !linkProblem ? 'ready' : 'invalid');
    });
    return () => {
      active = false;
    };
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next = newPasswordErrors(password, repeat);
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    setProblem(null);
    const { error } = await setNewPassword(password);
    setBusy(false);
    if (error) {
      setProblem(describeAuthError(error));
      return;
    }
    clearRecovery();
    await navigate({ to: '/konto', search: { zmiana: 'haslo' }, replace: true });
  };

  if (state === 'checking') {
    return (
      <>
        <h1>Ustaw nowe hasło</h1>
        <p role="status">Sprawdzamy link…</p>
      </>
    );
  }
  if (state === 'invalid') {
    return (
      <>
        <h1>Link nie działa</h1>
        <AuthProblemView
          problem={problem ?? { message: 'Link wygasł albo został już użyty.', details: [], action: null, retryAfterSeconds: null }}
        />
        <p>Link otworzył się na innym urządzeniu? Wpisz kod z tego samego e-maila.</p>
        <EmailCodeForm
          type="recovery"
          onVerified={(session) => {
            setProblem(null);
            setEmail(session.user.email ?? '');
            setState('ready');
          }}
        />
        <div className="auth-links">
          <Link to="/reset-hasla">Wyślij nowy link</Link>
          <Link to="/login">Wróć do logowania</Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h1>Ustaw nowe hasło</h1>
      {email && <p>Konto: {email}</p>}
      <form className="auth-form" onSubmit={(event) => void save(event)} noValidate aria-busy={busy}>
        <NewPasswordFields password={password} repeat={repeat} onPasswordChange={setPassword} onRepeatChange={setRepeat} errors={errors} />
        <AuthProblemView problem={problem} onRetry={() => setProblem(null)} />
        <SubmitButton busy={busy} label="Zapisz nowe hasło" busyLabel="Zapisujemy…" />
      </form>
    </>
  );
}
