import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { subscribeToNewsletter } from '../api';
import '../newsletter.css';

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

type NewsletterFormProps = {
  /** Where the form is, for the subscriber's record: "stopka", "strona-newsletter"… */
  source: string;
  compact?: boolean;
};

export function NewsletterForm({ source, compact = false }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; message: string }>({ kind: 'idle', message: '' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailPattern.test(email.trim())) {
      setState({ kind: 'error', message: 'Podaj poprawny adres e-mail, np. anna@example.com.' });
      return;
    }
    setState({ kind: 'sending', message: '' });
    const outcome = await subscribeToNewsletter(email.trim(), source);
    setState({ kind: outcome.ok ? 'done' : 'error', message: outcome.message });
    if (outcome.ok) setEmail('');
  };

  return (
    <form
      className={compact ? 'newsletter-form newsletter-form--compact' : 'newsletter-form'}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={`newsletter-form-${source}`}
    >
      <label htmlFor={`${id}-email`} className="field-label">
        {compact ? 'Newsletter: nowe poradniki raz w tygodniu' : 'Twój adres e-mail'}
      </label>
      <div className="newsletter-form__row">
        <input
          id={`${id}-email`}
          type="email"
          className="text-input"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state.kind === 'error'}
          aria-describedby={`${id}-status ${id}-note`}
          placeholder="anna@example.com"
        />
        <button type="submit" className="button" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Zapisujemy…' : 'Zapisz mnie'}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role={state.kind === 'error' ? 'alert' : 'status'}
        className={state.kind === 'error' ? 'field-error' : 'newsletter-form__status'}
      >
        {state.message}
      </p>
      <p id={`${id}-note`} className="field-hint">
        Wyślemy link potwierdzający, a wypiszesz się jednym kliknięciem. Szczegóły w{' '}
        <Link to="/polityka-prywatnosci">polityce prywatności</Link>.
      </p>
    </form>
  );
}
