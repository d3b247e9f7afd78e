/**
 * What a reader did on a prerendered page before the app took over: web/scripts/early-input.js (inlined into each
 * prerendered page) answers the controls marked `data-early-input` at once and records it here for the app.
 */
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
    obrazyEarlyInput?: EarlyInput & { stopped: boolean; stop?: () => void };
  }
}

/** Reads one thing the reader did before the takeover, once: later readers (a layout mounted again) see false. */
export function takeEarlyInput(key: keyof EarlyInput): boolean {
  const input = typeof window === 'undefined' ? undefined : window.obrazyEarlyInput;
  if (!input?.[key]) return false;
  input[key] = false;
  return true;
}

/** The app's own handlers answer from now on (its first render replaced the static page). */
export function stopEarlyInput(): void {
  window.obrazyEarlyInput?.stop?.();
}
