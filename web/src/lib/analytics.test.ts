import { describe, expect, it } from 'vitest';
import { shouldSendAnalytics } from './analytics';

describe('shouldSendAnalytics', () => {
  const production = { hostname: 'obrazy-ai.pl', debugFlag: null, token: 'abc' };

  it('sends on a real host with a token', () => {
    expect(shouldSendAnalytics(production)).toBe(true);
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
