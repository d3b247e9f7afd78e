import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyMenuOpen, settleEarlyMenu } from './early-input';

type Input = NonNullable<Window['obrazyEarlyInput']>;
const staticPage = (menuOpen: boolean): Input => {
  const input: Input = { menuOpen, cookieSettings: false, stopped: false, stop: vi.fn(() => void (input.stopped = true)) };
  vi.stubGlobal('window', { obrazyEarlyInput: input });
  return input;
};
afterEach(() => vi.unstubAllGlobals());

describe('the header menu at the takeover of a prerendered page', () => {
  it('a tap after the first render read the menu is taken over at the commit, and the static page stops answering', () => {
    const input = staticPage(false);
    expect(earlyMenuOpen()).toBe(false); // the render reads "closed"
    input.menuOpen = true; // the reader opens the static menu before the commit
    expect(settleEarlyMenu()).toBe(true);
    expect(input.stop).toHaveBeenCalledOnce();
  });

  it('a menu opened and closed again before the commit stays closed', () => {
    const input = staticPage(true);
    expect(earlyMenuOpen()).toBe(true);
    input.menuOpen = false;
    expect(settleEarlyMenu()).toBe(false);
  });

  it('is settled once: a layout mounted later starts closed and changes nothing', () => {
    staticPage(true);
    expect(settleEarlyMenu()).toBe(true);
    expect(earlyMenuOpen()).toBe(false);
    expect(settleEarlyMenu()).toBeUndefined();
  });

  it('without a static page there is nothing to take over', () => {
    vi.stubGlobal('window', {});
    expect(earlyMenuOpen()).toBe(false);
    expect(settleEarlyMenu()).toBeUndefined();
  });
});
