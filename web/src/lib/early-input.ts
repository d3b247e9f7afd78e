/**
 * What a reader did on a prerendered page before the app took over: web/scripts/early-input.js (inlined into each
 * prerendered page) answers the controls marked `data-early-input` at once and records it here for the app.
 */
import type { EarlyFocus, EarlyPlace } from './early-position';

export type EarlyInput = {
  /** The header menu is open on the static page. */
  menuOpen: boolean;
  /** "Ustawienia cookies" was tapped: the app opens the notice. */
  cookieSettings: boolean;
};

/** The `data-early-input` value of each control the static page answers before the app runs. */
export const earlyInputControl = { menu: 'menu', cookieSettings: 'cookie-settings' } as const;

declare global {
  interface Window {
    obrazyEarlyInput?: EarlyInput & {
      stopped: boolean;
      stop?: () => void;
      menuSettled?: boolean;
      focus?: EarlyFocus;
      place?: EarlyPlace;
    };
  }
}

/** Reads one thing the reader did before the takeover, once: later readers (a layout mounted again) see false. */
export function takeEarlyInput(key: keyof EarlyInput): boolean {
  const input = typeof window === 'undefined' ? undefined : window.obrazyEarlyInput;
  if (!input?.[key]) return false;
  input[key] = false;
  return true;
}

/** The header menu as the static page shows it, for the layout's first render over it (false once settled). */
export function earlyMenuOpen(): boolean {
  const input = typeof window === 'undefined' ? undefined : window.obrazyEarlyInput;
  return input !== undefined && !input.menuSettled && input.menuOpen;
}

/**
 * At the commit of the layout's first render: the menu as the static page left it, since a tap may have come after
 * the render read it (the takeover renders in slices), and the static page stops answering taps. Undefined when
 * there is nothing to take over (no static page, or already settled by an earlier mount).
 */
export function settleEarlyMenu(): boolean | undefined {
  const input = typeof window === 'undefined' ? undefined : window.obrazyEarlyInput;
  if (!input || input.menuSettled) return undefined;
  input.menuSettled = true;
  input.stop?.();
  return input.menuOpen;
}

/** The app's own handlers answer from now on (its first render replaced the static page). */
export function stopEarlyInput(): void {
  window.obrazyEarlyInput?.stop?.();
}
