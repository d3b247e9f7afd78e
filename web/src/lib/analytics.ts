/**
 * Analytics of the original product: `mixpanel-browser`, loaded only when analytics may run (never on localhost,
 * never with localStorage "miki" set, never without a token), so visitors without analytics never download it
 * and the SDK stays out of the initial bundle. Otherwise events are only logged with a debug prefix.
 */
import type { Config, OverridedMixpanel } from 'mixpanel-browser';

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
  return { hostname: window.location.hostname, debugFlag, token: import.meta.env.VITE_MIXPANEL_TOKEN };
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
