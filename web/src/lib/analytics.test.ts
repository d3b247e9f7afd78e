import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The real SDK is replaced by spies: these tests check when the app starts it, not what Mixpanel does.
const sdk = vi.hoisted(() => ({ init: vi.fn(), track: vi.fn() }));
vi.mock('mixpanel-browser', () => ({ default: sdk }));

import { debugFlagKey, eventPrefix, mixpanelConfig, replayPercent, sdkOptions, shouldSendAnalytics } from './analytics';

describe('shouldSendAnalytics', () => {
  const production = { hostname: 'obrazy-ai.pl', debugFlag: null, token: 'abc', consented: true };

  it('sends on a real host with a token, once the visitor agreed', () => {
    expect(shouldSendAnalytics(production)).toBe(true);
  });

  it('never sends without consent (no cookieMessage=1)', () => {
    expect(shouldSendAnalytics({ ...production, consented: false })).toBe(false);
  });

  it('never sends on localhost', () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'app.localhost']) {
      expect(shouldSendAnalytics({ ...production, hostname })).toBe(false);
    }
  });

  it('never sends when the debug flag "miki" is set, whatever its value', () => {
    expect(shouldSendAnalytics({ ...production, debugFlag: '' })).toBe(false);
    expect(shouldSendAnalytics({ ...production, debugFlag: '1' })).toBe(false);
  });

  it('never sends without a token', () => {
    expect(shouldSendAnalytics({ ...production, token: undefined })).toBe(false);
    expect(shouldSendAnalytics({ ...production, token: '' })).toBe(false);
  });
});

describe('session replay setting', () => {
  it('is off unless VITE_MIXPANEL_REPLAY is set', () => {
    expect(replayPercent(undefined)).toBe(0);
    expect(replayPercent('')).toBe(0);
    expect(replayPercent('  ')).toBe(0);
    expect(mixpanelConfig(undefined).record_sessions_percent).toBe(0);
  });

  it('takes a percentage, or records every session for any other value', () => {
    expect(replayPercent('25')).toBe(25);
    expect(replayPercent('0')).toBe(0);
    expect(replayPercent('1')).toBe(1);
    expect(replayPercent('true')).toBe(100);
    expect(replayPercent('150')).toBe(100);
    expect(mixpanelConfig('10').record_sessions_percent).toBe(10);
  });

  it('keeps the original batching and autocapture options', () => {
    const config = mixpanelConfig(undefined);
    expect(config).toMatchObject({ batch_requests: true, batch_size: 50, batch_flush_interval_ms: 5000, ignore_dnt: true });
    expect(config.autocapture).toEqual(sdkOptions.autocapture);
  });
});

/** A browser-like window for `track`: host name, localStorage contents and cookies (consent given by default). */
function stubBrowser(hostname: string, storage: Record<string, string> = {}, cookie = 'cookieMessage=1') {
  vi.stubGlobal('window', {
    location: { hostname },
    localStorage: { getItem: (key: string) => (key in storage ? storage[key] : null) },
  });
  vi.stubGlobal('document', { cookie });
}

/** Lets the lazy import of the SDK and the promise chain after it settle. */
async function settle() {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Sends each event through a freshly imported analytics module, then lets the SDK's lazy import settle. */
async function sendEvents(...events: Parameters<typeof import('./analytics').track>[]) {
  const { track } = await import('./analytics');
  for (const event of events) track(...event);
  await settle();
}

describe('track and the Mixpanel SDK', () => {
  beforeEach(() => {
    vi.resetModules();
    sdk.init.mockReset();
    sdk.track.mockReset();
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.stubEnv('VITE_MIXPANEL_TOKEN', 'token-123');
    vi.stubEnv('VITE_MIXPANEL_REPLAY', '');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('on a real host initialises the SDK once with the original options and sends prefixed events', async () => {
    stubBrowser('obrazy-ai.pl');
    await sendEvents(['page_view', { path: '/slownik-ai' }], ['newsletter_signup']);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith('token-123', mixpanelConfig(undefined));
    expect(sdk.track).toHaveBeenNthCalledWith(1, `${eventPrefix}page_view`, { path: '/slownik-ai' });
    expect(sdk.track).toHaveBeenNthCalledWith(2, `${eventPrefix}newsletter_signup`, {});
  });

  it('turns session replay on only when VITE_MIXPANEL_REPLAY is set', async () => {
    vi.stubEnv('VITE_MIXPANEL_REPLAY', '100');
    stubBrowser('obrazy-ai.pl');
    await sendEvents(['page_view']);
    expect(sdk.init.mock.calls[0]?.[1]).toMatchObject({ record_sessions_percent: 100 });
  });

  it.each([
    ['on localhost', 'localhost', {}],
    ['on 127.0.0.1', '127.0.0.1', {}],
    ['when localStorage "miki" is set', 'obrazy-ai.pl', { [debugFlagKey]: '1' }],
  ])('never initialises the SDK %s, only logs', async (_case, hostname, storage) => {
    stubBrowser(hostname, storage);
    await sendEvents(['page_view', { path: '/' }]);
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.track).not.toHaveBeenCalled();
    expect(console.debug).toHaveBeenCalledWith('[analytics]', `${eventPrefix}page_view`, { path: '/' });
  });

  it('never initialises the SDK before the visitor agreed, nor after a withdrawal', async () => {
    for (const cookie of ['', 'cookieMessage=0']) {
      vi.resetModules();
      stubBrowser('obrazy-ai.pl', {}, cookie);
      await sendEvents(['page_view', { path: '/' }]);
      expect(sdk.init, cookie).not.toHaveBeenCalled();
      expect(sdk.track, cookie).not.toHaveBeenCalled();
    }
  });

  it('never initialises the SDK without a token', async () => {
    vi.stubEnv('VITE_MIXPANEL_TOKEN', '');
    stubBrowser('obrazy-ai.pl');
    await sendEvents(['page_view']);
    expect(sdk.init).not.toHaveBeenCalled();
  });
});
