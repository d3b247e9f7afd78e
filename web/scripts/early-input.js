/* global document, window, Element, getComputedStyle, history, location, performance, sessionStorage, requestAnimationFrame */
// Taps on a prerendered page before the app has taken over. prerender.ts inlines this into every prerendered page,
// ahead of the app's start, so the controls marked `data-early-input` answer at once instead of waiting for the
// app: the header's menu button opens and closes the menu (Escape closes it), and "Ustawienia cookies" is
// remembered for the app to open the notice as soon as it runs. The element that has the keyboard focus is
// remembered too (its place in #root), so the app gives the focus to its own copy when its render replaces the page,
// and so is the reader's place once they scroll or jump to an anchor (the element at the top of what they see, and
// how far it is from the screen's top), so the app shows its copy there. The app reads what happened and stops these
// listeners with its first render (web/src/lib/early-input.ts, early-position.ts, web/src/main.tsx).
// One listener stays for the document's whole life, the app's pages included: when the page goes away (a reload, a
// link to another site), the reader's place is saved for this history entry, and when the entry loads again (reload,
// back or forward) its static page opens at that element. The browser would restore the scroll offset instead, which
// over a static page whose blocks above are placeholders (content-visibility) shows something else.
(() => {
  const input = { menuOpen: false, cookieSettings: false, stopped: false };
  const menuButton = () => document.querySelector('#root [data-early-input="menu"]');
  const setMenu = (button, open) => {
    input.menuOpen = open;
    button.setAttribute('aria-expanded', String(open));
    document.getElementById(button.getAttribute('aria-controls'))?.setAttribute('data-open', String(open));
  };
  const onClick = (event) => {
    const control = event.target instanceof Element ? event.target.closest('#root [data-early-input]') : null;
    if (!control) return;
    const action = control.getAttribute('data-early-input');
    if (action === 'menu') setMenu(control, control.getAttribute('aria-expanded') !== 'true');
    else if (action === 'cookie-settings') input.cookieSettings = true;
  };
  const onKeyDown = (event) => {
    const button = menuButton();
    if (event.key !== 'Escape' || !button || !input.menuOpen) return;
    setMenu(button, false);
    button.focus();
  };
  /** An element's place under #root: the child indices down to it. */
  const pathOf = (root, target) => {
    const path = [];
    for (let node = target; node !== root; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    return path;
  };
  const onFocusIn = (event) => {
    const root = document.getElementById('root');
    const target = event.target;
    if (!root || !(target instanceof Element) || !root.contains(target) || target === root) return;
    input.focus = { element: target, path: pathOf(root, target), tag: target.tagName, text: (target.textContent || '').trim() };
  };
  /** Stays put as the page scrolls (the sticky header, a fixed notice): not a place in the text. */
  const pinned = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };
  const inView = (element) => {
    const top = element.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight;
  };
  /** The reader's place now: the anchor they jumped to while it is in view, else what is a third down the screen. */
  const placeNow = (root) => {
    let hash = '';
    try {
      hash = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      // A malformed hash names no element.
    }
    const jumped = hash ? document.getElementById(hash) : null;
    const target =
      jumped && root.contains(jumped) && inView(jumped)
        ? jumped
        : document
            .elementsFromPoint(window.innerWidth / 2, window.innerHeight / 3)
            .find((element) => element !== root && root.contains(element) && !pinned(element));
    return target ? { path: pathOf(root, target), tag: target.tagName, top: target.getBoundingClientRect().top } : undefined;
  };
  const onScroll = () => {
    const root = document.getElementById('root');
    if (!root) return;
    input.place = window.scrollY === 0 ? undefined : placeNow(root);
  };
  // The history entry a saved place belongs to: the address and the router's key of the entry (kept in
  // history.state across a reload, back and forward; none before the app has run). The places of the tab's last
  // entries are kept, one per entry: going back passes through the pagehide of the page left, which saves its own.
  const savedPlacesKey = 'obrazy-places';
  const keptPlaces = 20;
  const entryKey = () => `${location.pathname}${location.search}#${(history.state && history.state.__TSR_key) || ''}`;
  const savedPlaces = () => {
    const places = JSON.parse(sessionStorage.getItem(savedPlacesKey) || '{}');
    return places && typeof places === 'object' && !Array.isArray(places) ? places : {};
  };
  const onPageHide = () => {
    const root = document.getElementById('root');
    try {
      const place = root && window.scrollY > 0 ? placeNow(root) : undefined;
      const places = savedPlaces();
      const entry = entryKey();
      // Re-inserted last, so the oldest entries are the first dropped.
      delete places[entry];
      if (place) places[entry] = { y: window.scrollY, ...place };
      const entries = Object.keys(places);
      for (const old of entries.slice(0, Math.max(0, entries.length - keptPlaces))) delete places[old];
      sessionStorage.setItem(savedPlacesKey, JSON.stringify(places));
      // The browser must not restore the offset when the entry loads again: the page does. (The app's router sets
      // it back to "auto" in its own listener, which is why input.stop() moves this one after it.)
      if (place) history.scrollRestoration = 'manual';
    } catch {
      // No sessionStorage (disabled, full) or an unreadable value: the browser restores the offset as before.
    }
  };
  const openAtSavedPlace = () => {
    let saved;
    try {
      const navigation = performance.getEntriesByType('navigation')[0];
      // An address with an anchor is left to the browser, which restores or jumps to it as it always did.
      if (location.hash || !navigation || (navigation.type !== 'reload' && navigation.type !== 'back_forward')) return;
      saved = savedPlaces()[entryKey()];
    } catch {
      return;
    }
    if (!saved || !Array.isArray(saved.path)) return;
    // Once the static page is parsed and laid out (a browser that restored the offset anyway is corrected).
    history.scrollRestoration = 'manual';
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        // The reader already scrolled: theirs is the place.
        if (window.scrollY !== 0 && window.scrollY !== saved.y) return;
        let element = document.getElementById('root');
        for (const index of saved.path) element = element && element.children[index];
        if (!element || element.tagName !== saved.tag) {
          if (typeof saved.y === 'number') window.scrollTo(0, saved.y);
          return;
        }
        // The blocks near the screen are laid out in the frames that follow, at their real size instead of their
        // placeholder's, which moves what is below them: the element is put back for a few frames, until the reader
        // scrolls, taps or types.
        let frames = 0;
        const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'];
        const stop = () => {
          frames = Infinity;
          for (const type of events) window.removeEventListener(type, stop, true);
        };
        for (const type of events) window.addEventListener(type, stop, { capture: true, passive: true });
        const keep = () => {
          // Also once the app's render has replaced the static page: a detached element's box is at 0, and the
          // takeover keeps the reader's place itself (restoreEarlyPlace).
          if (frames++ > 10 || !element.isConnected) return stop();
          const shift = element.getBoundingClientRect().top - saved.top;
          if (Math.abs(shift) >= 1) window.scrollTo(0, window.scrollY + shift);
          requestAnimationFrame(keep);
        };
        keep();
      },
      { once: true },
    );
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', onPageHide);
  openAtSavedPlace();
  input.stop = () => {
    input.stopped = true;
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    window.removeEventListener('scroll', onScroll);
    // After the router's own listener, which the app added meanwhile.
    window.removeEventListener('pagehide', onPageHide);
    window.addEventListener('pagehide', onPageHide);
  };
  window.obrazyEarlyInput = input;
})();
