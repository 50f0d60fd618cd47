import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedValue } from './stored-value';

const count = (area: 'local' | 'session' = 'local') =>
  storedValue<number>({ area, key: 'count', parse: (value) => (typeof value === 'number' ? value : null) });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('storedValue', () => {
  it('reads the value stored as JSON, and counts anything else as absent', () => {
    localStorage.setItem('count', '7');
    expect(count().get()).toBe(7);
    localStorage.setItem('count', '"seven"');
    expect(count().get()).toBeNull();
    localStorage.setItem('count', '{broken');
    expect(count().get()).toBeNull();
  });

  it('writes to its own storage area and tells listeners only of real changes', () => {
    const value = count('session');
    const listener = vi.fn();
    value.subscribe(listener);
    value.set(3);
    value.set(3);
    expect(sessionStorage.getItem('count')).toBe('3');
    expect(localStorage.getItem('count')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    value.remove();
    expect(value.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('answers the same object until the value changes', () => {
    const user = storedValue<{ name: string }>({ area: 'local', key: 'user', parse: (v) => v as { name: string } });
    user.set({ name: 'Rahim' });
    expect(user.get()).toBe(user.get());
    user.reload();
    expect(user.get()).toEqual({ name: 'Rahim' });
  });

  it('picks up a change made elsewhere when asked to reload', () => {
    const value = count();
    expect(value.get()).toBeNull();
    localStorage.setItem('count', '9');
    expect(value.get()).toBeNull();
    value.reload();
    expect(value.get()).toBe(9);
  });

  it('still holds the value for this page when storage refuses to keep it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const value = count();
    value.set(5);
    expect(value.get()).toBe(5);
  });
});
