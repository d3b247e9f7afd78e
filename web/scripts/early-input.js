/* global document, window, Element */
// Taps on a prerendered page before the app has taken over. prerender.ts inlines this into every prerendered page,
// ahead of the app's start, so the controls marked `data-early-input` answer at once instead of waiting for the
// app: the header's menu button opens and closes the menu (Escape closes it), and "Ustawienia cookies" is
// remembered for the app to open the notice as soon as it runs. The element that has the keyboard focus is
// remembered too (its place in #root), so the app gives the focus to its own copy when its render replaces the page. The app reads what happened and stops this
// listener with its first render (web/src/lib/early-input.ts, web/src/main.tsx).
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
  const onFocusIn = (event) => {
    const root = document.getElementById('root');
    const target = event.target;
    if (!root || !(target instanceof Element) || !root.contains(target) || target === root) return;
    const path = [];
    for (let node = target; node !== root; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    input.focus = { element: target, path, tag: target.tagName, text: (target.textContent || '').trim() };
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  input.stop = () => {
    input.stopped = true;
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
  };
  window.obrazyEarlyInput = input;
})();
