/**
 * Runs `then` once the browser has painted the next frame; returns what cancels it (an effect's clean-up). For work
 * a page's first view does not draw (a chunk it shows later): asked for after that view is on the screen, so the
 * browser spends its first moments on what the visitor sees first.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: number | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(then, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
