import { useEffect } from 'react';

/** The path of the page last shown: the first page of a visit keeps the browser's own focus. */
let shownPath: string | null = null;

/** How long a page may take to draw its heading (a detail page waits for its record). */
const HEADING_WAIT_MS = 5_000;

function focusHeading(heading: HTMLElement) {
  // Focus still on the menu link that was followed (or nowhere): the user has not moved on inside the new page.
  if (document.getElementById('dure-main')?.contains(document.activeElement)) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a move to another page, focus goes to the new page's h1 once it is drawn, without scrolling, so a screen
 * reader announces the page and the next Tab starts from its top (WCAG 2.4.3). A change of the same page's address
 * (a list's filters) leaves focus where it is.
 */
export function useHeadingFocus(pathname: string, shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    const moved = shownPath !== null && shownPath !== pathname;
    shownPath = pathname;
    if (!moved) return;
    const find = () => document.querySelector<HTMLElement>('#dure-main h1');
    const now = find();
    if (now) {
      focusHeading(now);
      return;
    }
    const observer = new MutationObserver(() => {
      const heading = find();
      if (!heading) return;
      stop();
      focusHeading(heading);
    });
    const timeout = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timeout);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, shown]);
}
