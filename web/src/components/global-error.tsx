import { LoadError } from './load-error';

/** The router's last-resort error screen: the same policy as every route's (load-error.tsx). */
export function GlobalError({ error }: { error: unknown }) {
  return <LoadError error={error} />;
}
