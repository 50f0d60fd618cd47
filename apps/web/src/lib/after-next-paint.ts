/** The longest a page's first view waits for the browser to report its paint (a browser may report none). */
const PAINT_REPORT_WAIT_MS = 500;

// Whether the visitor has pointed, typed or scrolled yet: until then the browser reports each larger paint of the
// first view (a 'largest-contentful-paint' entry); after it, none.
let interacted = false;
if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown', 'wheel'] as const)
    window.addEventListener(type, () => (interacted = true), { once: true, capture: true, passive: true });
}

/**
 * Settles once the browser reports the next paint it has put on the screen: the main thread's paint of a frame is
 * followed by its raster and display, which on a phone can take a frame or two more. Only while the first view is
 * reported (no input yet), and not longer than PAINT_REPORT_WAIT_MS; otherwise at once.
 */
function paintReported(): { done: Promise<void>; cancel: () => void } {
  if (interacted || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    return { done: Promise.resolve(), cancel: () => undefined };
  let observer: PerformanceObserver | undefined;
  let timer: number | undefined;
  const done = new Promise<void>((resolve) => {
    const settle = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer = new PerformanceObserver(settle);
    observer.observe({ type: 'largest-contentful-paint' });
    timer = window.setTimeout(settle, PAINT_REPORT_WAIT_MS);
  });
  return {
    done,
    cancel: () => {
      observer?.disconnect();
      clearTimeout(timer);
    },
  };
}

/**
 * Runs `then` once the browser has painted the next frame, and on a page's first view once that paint is on the
 * screen; returns what cancels it (an effect's clean-up). For work a page's first view does not draw (a chunk it
 * shows later): asked for after that view is on the screen, so the browser spends its first moments on what the
 * visitor sees first.
 */
export function afterNextPaint(then: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  const reported = paintReported();
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => void reported.done.then(() => cancelled || then()), 0);
    });
  });
  return () => {
    cancelled = true;
    reported.cancel();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
