/* global document, window, Element, getComputedStyle */
// Taps on a prerendered page before the app has taken over. prerender.ts inlines this into every prerendered page,
// ahead of the app's start, so the controls marked `data-early-input` answer at once instead of waiting for the
// app: the header's menu button opens and closes the menu (Escape closes it), and "Ustawienia cookies" is
// remembered for the app to open the notice as soon as it runs. The element that has the keyboard focus is
// remembered too (its place in #root), so the app gives the focus to its own copy when its render replaces the page,
// and so is the reader's place once they scroll or jump to an anchor (the element at the top of what they see, and
// how far it is from the screen's top), so the app shows its copy there. The app reads what happened and stops these
// listeners with its first render (web/src/lib/early-input.ts, early-position.ts, web/src/main.tsx).
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
  const onScroll = () => {
    const root = document.getElementById('root');
    if (!root) return;
    if (window.scrollY === 0) {
      input.place = undefined;
      return;
    }
    // The anchor the reader jumped to while it is in view, else what is a third down the screen.
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
    input.place = target ? { path: pathOf(root, target), tag: target.tagName, top: target.getBoundingClientRect().top } : undefined;
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  window.addEventListener('scroll', onScroll, { passive: true });
  input.stop = () => {
    input.stopped = true;
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    window.removeEventListener('scroll', onScroll);
  };
  window.obrazyEarlyInput = input;
})();
