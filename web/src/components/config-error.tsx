import { Logo } from './logo';

/** Shown instead of the app when it was built without a usable backend configuration. */
export function ConfigError({ problem }: { problem: string }) {
  return (
    <main className="site-main" id="tresc">
      <div className="container">
        <section className="load-error" role="alert">
          <Logo size={56} />
          <h1 className="load-error__title">Serwis nie jest poprawnie skonfigurowany</h1>
          <p>{problem}</p>
          <p>
            Ustaw zmienne VITE_SUPABASE_URL i VITE_SUPABASE_ANON_KEY (API_URL i ANON_KEY z <code>npm run -s stack:status -- -o env</code>) i
            zbuduj aplikację ponownie.
          </p>
        </section>
      </div>
    </main>
  );
}
