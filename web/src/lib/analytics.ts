/**
 * Analytics of the original product: `mixpanel-browser`, loaded only when analytics may run: after the visitor
 * agreed (cookieMessage=1), never on localhost, never with localStorage "miki" set, never without a token. Before
 * consent nothing of the SDK exists in the page: no script, no request, no cookie, no storage key. Withdrawing
 * consent opts out and removes what the SDK stored. Otherwise events are only logged with a debug prefix.
 */
import type { Config, OverridedMixpanel } from 'mixpanel-browser';
import { analyticsConsented } from './consent';

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
  /** cookieMessage=1: the visitor agreed. */
  consented: boolean;
};

/** Analytics runs only with consent, and never on localhost, when localStorage "miki" is set, or without a token. */
export function shouldSendAnalytics({ hostname, debugFlag, token, consented }: AnalyticsEnvironment): boolean {
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
  return consented && !local && debugFlag === null && Boolean(token);
}

/** Session replay share in percent from VITE_MIXPANEL_REPLAY: unset or empty → 0, a number 0–100 → it, else 100. */
export function replayPercent(setting: string | undefined): number {
  const value = setting?.trim();
  if (!value) return 0;
  const percent = Number(value);
  return Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : 100;
}

/** The options passed to `mixpanel.init`: the original's, with session replay only when the env enables it. */
export function mixpanelConfig(replaySetting: string | undefined): Partial<Config> {
  return {
    ...sdkOptions,
    autocapture: {
      ...sdkOptions.autocapture,
      scroll_depth_percent_checkpoints: [...sdkOptions.autocapture.scroll_depth_percent_checkpoints],
    },
    record_sessions_percent: replayPercent(replaySetting),
  };
}

function readEnvironment(): AnalyticsEnvironment {
  let debugFlag: string | null = null;
  try {
    debugFlag = window.localStorage.getItem(debugFlagKey);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); treat as not set.
  }
  return {
    hostname: window.location.hostname,
    debugFlag,
    token: import.meta.env.VITE_MIXPANEL_TOKEN,
    consented: analyticsConsented(document.cookie),
  };
}

let sdk: Promise<OverridedMixpanel | null> | undefined;

/** Loads and initialises the SDK once; resolves to null when it cannot be loaded (blocked by an extension, offline). */
function loadSdk(token: string): Promise<OverridedMixpanel | null> {
  sdk ??= import('mixpanel-browser').then(
    ({ default: mixpanel }) => {
      mixpanel.init(token, mixpanelConfig(import.meta.env.VITE_MIXPANEL_REPLAY));
      return mixpanel;
    },
    (error: unknown) => {
      console.debug(debugPrefix, 'the analytics SDK did not load', error);
      return null;
    },
  );
  return sdk;
}

/** Sends (or, in debug mode and locally, only logs) an event named with the product prefix. */
export function track(name: string, properties: Record<string, unknown> = {}): void {
  const event = `${eventPrefix}${name}`;
  if (typeof window === 'undefined') return;
  const environment = readEnvironment();
  if (!shouldSendAnalytics(environment)) {
    console.debug(debugPrefix, event, properties);
    return;
  }
  void loadSdk(environment.token!).then((mixpanel) => mixpanel?.track(event, properties));
}

export function trackPageView(path: string): void {
  track('page_view', { path });
}

/** Names the SDK stores under: cookies and localStorage keys `mp_…` (and `__mp…`). */
const isSdkStorageName = (name: string) => name.startsWith('mp_') || name.startsWith('__mp');

/**
 * Consent withdrawn: the SDK (if it ran) opts out and forgets the visitor, and every cookie and storage key it wrote
 * is removed, on this host and the parent domains it may have used.
 */
export async function stopAnalytics(): Promise<void> {
  const mixpanel = sdk ? await sdk : null;
  // clear_persistence (missing from the SDK's types) also stops its batch senders. The caller reloads the page
  // afterwards, so nothing of the SDK stays in memory either.
  mixpanel?.opt_out_tracking({ clear_persistence: true } as Parameters<OverridedMixpanel['opt_out_tracking']>[0]);
  const hostParts = window.location.hostname.split('.');
  const domains = ['', ...hostParts.map((_, index) => hostParts.slice(index).join('.')).filter((domain) => domain.includes('.'))];
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (!isSdkStorageName(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain ? `; domain=${domain}` : ''}`;
  }
  try {
    for (const key of Object.keys(window.localStorage)) if (isSdkStorageName(key)) window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored there either.
  }
}
