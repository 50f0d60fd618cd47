import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceKicks } from './coalesce-kicks.js';

describe('coalesceKicks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first kick at once and the kicks of its window as one send at the window’s end', async () => {
    const sent: number[] = [];
    const kick = coalesceKicks(async () => void sent.push(Date.now()), 20);
    const start = Date.now();
    await kick();
    expect(sent).toEqual([start]);
    vi.advanceTimersByTime(5);
    const second = kick();
    const third = kick();
    expect(third).toBe(second);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15);
    await second;
    expect(sent).toEqual([start, start + 20]);
  });

  it('sends a kick that comes after the window at once', async () => {
    const sent: number[] = [];
    const kick = coalesceKicks(async () => void sent.push(Date.now()), 20);
    await kick();
    vi.advanceTimersByTime(25);
    await kick();
    expect(sent).toHaveLength(2);
  });

  it('answers a failed send to the kicks it carried, and the next kick is sent again', async () => {
    let fail = true;
    const kick = coalesceKicks(async () => {
      if (fail) throw new Error('queue is down');
    }, 20);
    await expect(kick()).rejects.toThrow('queue is down');
    const late = kick();
    const caught = expect(late).rejects.toThrow('queue is down');
    await vi.advanceTimersByTimeAsync(20);
    await caught;
    fail = false;
    vi.advanceTimersByTime(20);
    await expect(kick()).resolves.toBeUndefined();
  });
});
