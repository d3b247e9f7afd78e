import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreEarlyFocus, restoreEarlyPlace } from './early-position';

type Input = NonNullable<Window['obrazyEarlyInput']>;
afterEach(() => vi.unstubAllGlobals());

describe('the keyboard focus at the takeover of a prerendered page', () => {
  type FakeElement = {
    tagName: string;
    textContent: string;
    children: FakeElement[];
    isConnected: boolean;
    ownerDocument: FakeDocument;
    focus: ReturnType<typeof vi.fn>;
  };
  type FakeDocument = { activeElement: unknown; body: unknown };
  const page = () => {
    const document: FakeDocument = { activeElement: null, body: { tagName: 'BODY' } };
    const element = (tagName: string, textContent: string, children: FakeElement[] = []): FakeElement => ({
      tagName,
      textContent,
      children,
      isConnected: true,
      ownerDocument: document,
      focus: vi.fn(() => void (document.activeElement = element)),
    });
    const button = element('BUTTON', 'Menu');
    const link = element('A', 'Ranking AI');
    const root = element('DIV', 'Menu Ranking AI', [element('HEADER', 'Menu Ranking AI', [button, element('NAV', 'Ranking AI', [link])])]);
    document.activeElement = document.body;
    return { document, root, button, link };
  };
  const focusedOnStaticPage = (path: number[], tag: string, text: string) => {
    const input: Input = { menuOpen: false, cookieSettings: false, stopped: true };
    // The static page's element, replaced by the app's render (no longer in the document).
    input.focus = { element: { isConnected: false } as unknown as Element, path, tag, text };
    vi.stubGlobal('window', { obrazyEarlyInput: input });
    return input;
  };

  it('the app’s Menu button gets the focus the static one had (Escape on the static menu focused it)', () => {
    const { root, button } = page();
    focusedOnStaticPage([0, 0], 'BUTTON', 'Menu');
    expect(restoreEarlyFocus(root as unknown as Element)).toBe(button);
    expect(button.focus).toHaveBeenCalledOnce();
  });

  it('a link in the menu keeps it too', () => {
    const { root, link } = page();
    focusedOnStaticPage([0, 1, 0], 'A', 'Ranking AI');
    expect(restoreEarlyFocus(root as unknown as Element)).toBe(link);
  });

  it('nothing moves when the place now holds another element, or something else took the focus meanwhile, and only once', () => {
    const first = page();
    focusedOnStaticPage([0, 0], 'A', 'Menu');
    expect(restoreEarlyFocus(first.root as unknown as Element)).toBeUndefined();
    const second = page();
    second.document.activeElement = second.link;
    focusedOnStaticPage([0, 0], 'BUTTON', 'Menu');
    expect(restoreEarlyFocus(second.root as unknown as Element)).toBeUndefined();
    expect(second.button.focus).not.toHaveBeenCalled();
    const third = page();
    const input = focusedOnStaticPage([0, 0], 'BUTTON', 'Menu');
    expect(restoreEarlyFocus(third.root as unknown as Element)).toBe(third.button);
    expect(input.focus).toBeUndefined();
    third.document.activeElement = third.document.body;
    expect(restoreEarlyFocus(third.root as unknown as Element)).toBeUndefined();
  });

  it('a static element still in the document keeps its focus (no takeover happened)', () => {
    const { root, button } = page();
    const input = focusedOnStaticPage([0, 0], 'BUTTON', 'Menu');
    input.focus = { ...input.focus!, element: { isConnected: true } as unknown as Element };
    expect(restoreEarlyFocus(root as unknown as Element)).toBeUndefined();
    expect(button.focus).not.toHaveBeenCalled();
  });
});

describe('the reader’s place at the takeover of a prerendered page', () => {
  /** The app's page: a heading at `top` px from the screen's top, as its first commit lays it out. */
  const page = (top: number) => {
    const heading = { tagName: 'H2', children: [], getBoundingClientRect: () => ({ top }) };
    const root = { tagName: 'DIV', children: [{ tagName: 'MAIN', children: [{ tagName: 'P', children: [] }, heading] }] };
    return root as unknown as Element;
  };
  const scrolledStaticPage = (place: Input['place']) => {
    const input: Input = { menuOpen: false, cookieSettings: false, stopped: true, place };
    const scrollTo = vi.fn();
    vi.stubGlobal('window', { obrazyEarlyInput: input, scrollY: 5000, scrollTo });
    return { input, scrollTo };
  };

  it('the element the reader saw goes back to where it was on screen, once', () => {
    const { input, scrollTo } = scrolledStaticPage({ path: [0, 1], tag: 'H2', top: 64 });
    // Blocks above it lost their rendered sizes: it is 900 px lower on the app's page.
    expect(restoreEarlyPlace(page(964))).toBe(900);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 5900, behavior: 'instant' });
    expect(input.place).toBeUndefined();
    expect(restoreEarlyPlace(page(964))).toBeUndefined();
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('does not scroll when the element is already there, or when its place now holds another element', () => {
    const same = scrolledStaticPage({ path: [0, 1], tag: 'H2', top: 64 });
    expect(restoreEarlyPlace(page(64.4))).toBe(0);
    expect(same.scrollTo).not.toHaveBeenCalled();
    const other = scrolledStaticPage({ path: [0, 0], tag: 'H2', top: 64 });
    expect(restoreEarlyPlace(page(964))).toBeUndefined();
    const gone = scrolledStaticPage({ path: [0, 7], tag: 'H2', top: 64 });
    expect(restoreEarlyPlace(page(964))).toBeUndefined();
    expect(other.scrollTo).not.toHaveBeenCalled();
    expect(gone.scrollTo).not.toHaveBeenCalled();
  });

  it('a reader who did not scroll has no place to keep', () => {
    const { scrollTo } = scrolledStaticPage(undefined);
    expect(restoreEarlyPlace(page(964))).toBeUndefined();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
