import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

type AdminLoadErrorProps = { error: unknown; title: string };

/**
 * A failed admin loader: unlike the public error screen it shows the exact problem (admins need it to act),
 * with a retry that re-runs the loaders.
 */
export function AdminLoadError({ error, title }: AdminLoadErrorProps) {
  const router = useRouter();
  useEffect(() => console.error(error), [error]);
  return (
    <section className="load-error" role="alert" data-testid="load-error">
      <h1 className="load-error__title">{title}</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        Spróbuj ponownie
      </button>
    </section>
  );
}
