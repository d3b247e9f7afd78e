import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsConsented,
  consentCookie,
  hasConsentCookie,
  isLighthouseAudit,
  scheduleConsentPrompt,
  shouldOfferConsent,
} from './consent';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const lighthouse = `${chrome} Chrome-Lighthouse`;

describe('consent cookie', () => {
  // Each cookie header: whether the visitor decided (any cookieMessage), and whether that was consent (only value 1).
  it.each([
    ['a=1; cookieMessage=1; b=2', true, true],
    ['cookieMessage=1', true, true],
    ['cookieMessage=0', true, false],
    ['cookieMessage=10; xcookieMessage=1', true, false],
    ['xcookieMessage=1; cookieMessageOld=1', false, false],
    ['', false, false],
  ])('%j: decided %s, consented %s', (cookie, decided, consented) => {
    expect(hasConsentCookie(cookie)).toBe(decided);
    expect(analyticsConsented(cookie)).toBe(consented);
  });

  it('stores value 1 for 36e6 seconds on the whole site', () => {
    expect(consentCookie(false)).toBe('cookieMessage=1; max-age=36000000; path=/; SameSite=Lax');
    expect(consentCookie(true)).toContain('; Secure');
  });
});

describe('Lighthouse detection', () => {
  it('recognises only user agents ending in Chrome-Lighthouse', () => {
    expect(isLighthouseAudit(lighthouse)).toBe(true);
    expect(isLighthouseAudit(chrome)).toBe(false);
    expect(isLighthouseAudit('Chrome-Lighthouse Mozilla/5.0')).toBe(false);
  });

  it('offers consent only to real visitors without the cookie', () => {
    expect(shouldOfferConsent({ cookie: '', userAgent: chrome })).toBe(true);
    expect(shouldOfferConsent({ cookie: 'cookieMessage=1', userAgent: chrome })).toBe(false);
    expect(shouldOfferConsent({ cookie: '', userAgent: lighthouse })).toBe(false);
  });
});

describe('scheduleConsentPrompt', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 2 seconds after mount, not earlier', () => {
    const open = vi.fn();
    scheduleConsentPrompt(() => ({ cookie: '', userAgent: chrome }), open);
    vi.advanceTimersByTime(1999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('never opens for Lighthouse or when consent is already stored', () => {
    const open = vi.fn();
    scheduleConsentPrompt(() => ({ cookie: '', userAgent: lighthouse }), open);
    scheduleConsentPrompt(() => ({ cookie: 'cookieMessage=1', userAgent: chrome }), open);
    vi.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('does not open when consent was given in another tab during the delay', () => {
    const open = vi.fn();
    let cookie = '';
    scheduleConsentPrompt(() => ({ cookie, userAgent: chrome }), open);
    cookie = 'cookieMessage=1';
    vi.advanceTimersByTime(2000);
    expect(open).not.toHaveBeenCalled();
  });

  it('does not open after unmount', () => {
    const open = vi.fn();
    const cancel = scheduleConsentPrompt(() => ({ cookie: '', userAgent: chrome }), open);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('analyticsConsented', () => {
  it('a withdrawal is still a decision: the notice does not open again', () => {
    expect(shouldOfferConsent({ cookie: consentCookie(false, '0').split(';')[0]!, userAgent: 'Mozilla/5.0' })).toBe(false);
  });
});
