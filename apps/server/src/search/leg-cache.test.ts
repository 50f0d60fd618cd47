import { describe, expect, it } from 'vitest';
import { LegCache } from './search.js';

describe('the search rows cache', () => {
  it('keeps rows read before any change, and announces its own changes to the other processes', () => {
    let announced = 0;
    const cache = new LegCache({ announce: () => announced++ });
    cache.set('a', [1], cache.version());
    expect(cache.get('a')).toEqual([1]);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(announced).toBe(1);
    cache.forget(); // another process's change: told to nobody
    expect(announced).toBe(1);
  });

  it('does not keep rows whose read began before a change', () => {
    const cache = new LegCache();
    const version = cache.version(); // a read starts…
    cache.forget(); // …a booking commits elsewhere meanwhile…
    cache.set('a', [1], version); // …and the read's rows, perhaps older than the booking, come back
    expect(cache.get('a')).toBeUndefined();
  });

  it('reads through: answers kept rows, and keeps what it read unless a change came in while it read', async () => {
    const cache = new LegCache();
    let reads = 0;
    const load = async () => [++reads];
    expect(await cache.read('a', load)).toEqual([1]);
    expect(await cache.read('a', load)).toEqual([1]);
    expect(await cache.read('b', async () => (cache.forget(), [++reads]))).toEqual([2]);
    expect(await cache.read('b', load)).toEqual([3]);
  });

  it('keeps nothing while other processes cannot reach it', () => {
    const cache = new LegCache({ live: false });
    cache.set('a', [1], cache.version());
    expect(cache.get('a')).toBeUndefined();
    cache.setLive(true);
    cache.set('a', [1], cache.version());
    expect(cache.get('a')).toEqual([1]);
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
  });
});
