import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstView, followReads } from './first-view';

/** A stand-in for the query client's count of reads under way, as lib/query-client.ts gives it. */
function readsUnderWay(count: number) {
  const listeners = new Set<() => void>();
  const reads = {
    count,
    fetching: () => reads.count,
    subscribe: (tell: () => void) => {
      listeners.add(tell);
      return () => listeners.delete(tell);
    },
    set(next: number) {
      reads.count = next;
      for (const tell of [...listeners]) tell();
    },
  };
  followReads(reads);
  return reads;
}

describe("what waits for a page's first view", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the reads under way, then a painted frame and a quiet moment', async () => {
    const reads = readsUnderWay(1);
    const then = vi.fn();
    afterFirstView(then);
    await vi.advanceTimersByTimeAsync(1000);
    expect(then).not.toHaveBeenCalled();

    reads.set(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits again when a read starts during the quiet moment', async () => {
    const reads = readsUnderWay(0);
    const then = vi.fn();
    afterFirstView(then);
    await vi.advanceTimersByTimeAsync(40);
    reads.set(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(then).not.toHaveBeenCalled();
    reads.set(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a read that never answers longer than three seconds, and can be cancelled', async () => {
    readsUnderWay(1);
    const late = vi.fn();
    afterFirstView(late);
    await vi.advanceTimersByTimeAsync(2900);
    expect(late).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(late).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterFirstView(cancelled);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
