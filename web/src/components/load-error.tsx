import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

type LoadErrorProps = {
  error: unknown;
  title?: string;
};

/** Error state for routes whose loader failed; "Spróbuj ponownie" re-runs the loaders. */
export function LoadError({ error, title = 'Nie udało się wczytać strony' }: LoadErrorProps) {
  const router = useRouter();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="load-error" role="alert" data-testid="load-error">
      <h1 className="load-error__title">{title}</h1>
      <p>Coś poszło nie tak po naszej stronie albo połączenie zostało przerwane. Spróbuj ponownie za chwilę.</p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        Spróbuj ponownie
      </button>
    </section>
  );
}
