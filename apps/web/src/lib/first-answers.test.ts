import { afterEach, describe, expect, it } from 'vitest';
import { takeFirstAnswer } from './first-answers';

/** Puts the shell's data block into the document, as the server writes it for a signed-in traveller. */
function shellCarries(content: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-answers';
  block.textContent = content;
  document.body.append(block);
}
const at = (path: string) => window.history.replaceState(null, '', path);

describe("the page shell's answers to a page's first reads", () => {
  afterEach(() => {
    // Whatever a test left is dropped by moving to another page.
    at('/elsewhere');
    takeFirstAnswer('/api/anything');
  });

  it('answers a read of its path once, on its page', () => {
    at('/booking/AB12CD/pay');
    shellCarries(JSON.stringify({ page: '/booking/AB12CD/pay', answers: { '/api/bookings/AB12CD': { pnr: 'AB12CD' } } }));
    expect(takeFirstAnswer('/api/bookings/XY34EF')).toBeUndefined();
    expect(takeFirstAnswer('/api/bookings/AB12CD')).toEqual({ pnr: 'AB12CD' });
    expect(takeFirstAnswer('/api/bookings/AB12CD')).toBeUndefined();
    expect(document.getElementById('first-answers')).toBeNull();
  });

  it('answers nothing on another page, and drops what it carried once the traveller has moved on', () => {
    at('/manage-booking');
    shellCarries(JSON.stringify({ page: '/booking/AB12CD/pay', answers: { '/api/bookings/AB12CD': { pnr: 'AB12CD' } } }));
    expect(takeFirstAnswer('/api/bookings/AB12CD')).toBeUndefined();
    at('/booking/AB12CD/pay');
    expect(takeFirstAnswer('/api/bookings/AB12CD')).toBeUndefined();
  });

  it('ignores a block that is not what the server writes', () => {
    at('/booking/AB12CD/pay');
    shellCarries('{"page":');
    expect(takeFirstAnswer('/api/bookings/AB12CD')).toBeUndefined();
    shellCarries(JSON.stringify({ page: '/booking/AB12CD/pay' }));
    expect(takeFirstAnswer('/api/bookings/AB12CD')).toBeUndefined();
    shellCarries(JSON.stringify({ page: '/booking/AB12CD/pay', answers: {} }));
    expect(takeFirstAnswer('toString')).toBeUndefined();
  });
});
