/**
 * Analytics guards of the original product. The SDK (`mixpanel-browser`) is not installed yet; until it is,
 * `track` only logs. To add it: create the client in `startAnalytics` with the options in `sdkOptions`.
 */

export const eventPrefix = 'obrazy-ai:';
export const debugPrefix = '[analytics]';
export const debugFlagKey = 'miki';

/** Mixpanel options as the original configured them (batching, DNT ignored, autocapture). */
export const sdkOptions = {
  batch_requests: true,
  batch_size: 50,
  batch_flush_interval_ms: 5000,
  ignore_dnt: true,
  autocapture: { click: true, rage_click: true, dead_click: true, scroll: true, scroll_depth_percent_checkpoints: [25, 50, 75, 100] },
  record_sessions_percent: 0,
} as const;

type AnalyticsEnvironment = {
  hostname: string;
  debugFlag: string | null;
  token: string | undefined;
};

/** Analytics never starts on localhost, when localStorage "miki" is set, or without a token. */
export function shouldSendAnalytics({ hostname, debugFlag, token }: AnalyticsEnvironment): boolean {
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
  return !local && debugFlag === null && Boolean(token);
}

function readEnvironment(): AnalyticsEnvironment {
  let debugFlag: string | null = null;
  try {
    debugFlag = window.localStorage.getItem(debugFlagKey);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); treat as not set.
  }
  return { hostname: window.location.hostname, debugFlag, token: import.meta.env.VITE_MIXPANEL_TOKEN };
}

/** Sends (or, in debug mode, logs) an event named with the product prefix. */
export function track(name: string, properties: Record<string, unknown> = {}): void {
  const event = `${eventPrefix}${name}`;
  if (typeof window === 'undefined') return;
  if (!shouldSendAnalytics(readEnvironment())) {
    console.debug(debugPrefix, event, properties);
    return;
  }
  // Until mixpanel-browser is installed, even production only logs.
  console.debug(debugPrefix, event, properties);
}

export function trackPageView(path: string): void {
  track('page_view', { path });
}
