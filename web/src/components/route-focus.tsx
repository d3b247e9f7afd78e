import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * After navigating to another page, moves focus to its main heading (or to the #fragment it points at), so
 * keyboard and screen-reader users start reading the new page instead of staying on the old link.
 */
export function RouteFocus() {
  const location = useRouterState({ select: (state) => state.resolvedLocation });
  const previousPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!location) return;
    const first = previousPath.current === undefined;
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (first || !pathChanged) return;
    const frame = requestAnimationFrame(() => {
      const hash = location.hash ? decodeURIComponent(location.hash) : '';
      const target = (hash && document.getElementById(hash)) || document.querySelector<HTMLElement>('main h1');
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: !hash });
      if (hash) target.scrollIntoView();
    });
    return () => cancelAnimationFrame(frame);
  }, [location]);

  return null;
}
