/**
 * Who may talk to the dashboard: it holds the service key, so only pages it served itself, on a loopback name.
 * A Host other than 127.0.0.1/localhost/[::1] at its port means DNS rebinding (a hostile name pointed at 127.0.0.1);
 * an Origin other than its own means another site's page is calling.
 */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export function allowedHost(host: string | undefined, port: number): boolean {
  return host !== undefined && LOOPBACK_NAMES.some((name) => host === `${name}:${port}`);
}

export function allowedOrigin(origin: string | undefined, port: number): boolean {
  return origin === undefined || LOOPBACK_NAMES.some((name) => origin === `http://${name}:${port}`);
}
