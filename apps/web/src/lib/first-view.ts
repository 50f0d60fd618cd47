import { afterNextPaint } from './after-next-paint';

/**
 * How long the page stays quiet (its reads answered, its next frame painted) before its first view counts as drawn:
 * an answer is drawn by a render of its own after it arrives, which a phone may take this long to paint.
 */
const QUIET_MS = 250;
/** The longest anything waits for the page's first view (a read the server is slow to answer). */
const FIRST_VIEW_WAIT_MS = 3000;

interface Reads {
  /** How many reads are under way. */
  fetching: () => number;
  /** Calls `tell` whenever a read starts or ends; returns what stops it. */
  subscribe: (tell: () => void) => () => void;
}

let reads: Reads | null = null;

/** The query client, once it has loaded, says how many reads are under way (lib/query-client.ts). */
export function followReads(source: Reads): void {
  reads = source;
}

const settled = () => !reads || reads.fetching() === 0;

/**
 * Runs `then` once the page's first view is on the screen: the reads under way answered (the page's data, where it
 * has any), the next frame painted and the page quiet for QUIET_MS; not later than FIRST_VIEW_WAIT_MS. Returns what
 * cancels it (an effect's clean-up). For what the first view does not show (the shared sentences, the footer's
 * icons): asked for after it, so a phone's first moments on a slow network go to what the visitor sees first.
 */
export function afterFirstView(then: () => void): () => void {
  let finished = false;
  let stop = () => {};
  const end = () => {
    finished = true;
    stop();
    clearTimeout(deadline);
  };
  const finish = () => {
    if (finished) return;
    end();
    then();
  };
  const deadline = window.setTimeout(finish, FIRST_VIEW_WAIT_MS);

  // Once no read is under way: the next paint, a quiet moment, and then either the end or another wait for reads.
  const whenPainted = () => {
    let timer: number | undefined;
    const stopPaint = afterNextPaint(() => {
      timer = window.setTimeout(() => (settled() ? finish() : whenAnswered()), QUIET_MS);
    });
    stop = () => {
      stopPaint();
      clearTimeout(timer);
    };
  };
  const whenAnswered = () => {
    if (settled()) return whenPainted();
    const unsubscribe = reads!.subscribe(() => {
      if (finished || !settled()) return;
      unsubscribe();
      whenPainted();
    });
    stop = unsubscribe;
  };
  whenAnswered();
  return end;
}
