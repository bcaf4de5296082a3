import { useEffect, useRef } from 'react';

/** How long to wait for a new page's heading (its code or data may still be loading). */
const HEADING_WAIT_MS = 5000;

/** The main heading of the page shown in `#main-content`, if it is rendered yet. */
function findMainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main-content h1');
}

/**
 * Focuses the page's main heading as soon as it is rendered, making it focusable
 * (`tabIndex=-1`) without adding it to the tab order. Returns a function that stops waiting.
 */
export function focusMainHeadingWhenShown(): () => void {
  const focus = (heading: HTMLElement) => {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  const heading = findMainHeading();
  if (heading) {
    focus(heading);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const shown = findMainHeading();
    if (!shown) return;
    stop();
    focus(shown);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After each client-side navigation (a change of `location`, not the first page load), moves
 * focus to the new page's `h1`, so keyboard and screen-reader users start at the new content
 * instead of on the link they used, as a full page load would (WCAG 2.4.3).
 */
export function useFocusHeadingOnNavigate(location: string): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const isFirstPage = previous.current === null;
    const hasChanged = previous.current !== location;
    previous.current = location;
    if (isFirstPage || !hasChanged) return;
    return focusMainHeadingWhenShown();
  }, [location]);
}
