import { afterEach, describe, expect, it } from 'vitest';
import { bookingScopeOf, forgetManageToken, manageTokenFor, manageTokenForPath, saveManageToken } from './manage-token';

afterEach(() => sessionStorage.clear());

const now = Date.parse('2026-11-23T18:00:00Z');

describe('manage tokens', () => {
  it('are kept per booking reference, whatever its case, for 60 minutes by default', () => {
    saveManageToken('abc123', 'tok-1', undefined, now);
    expect(manageTokenFor('ABC123', now)).toEqual({ token: 'tok-1', expiresAt: '2026-11-23T19:00:00.000Z' });
    expect(manageTokenFor('ABC123', now + 59 * 60_000)?.token).toBe('tok-1');
    expect(manageTokenFor('XYZ789', now)).toBeNull();
  });

  it('count as absent once expired, and are then forgotten', () => {
    saveManageToken('ABC123', 'tok-1', '2026-11-23T18:30:00Z');
    expect(manageTokenFor('ABC123', Date.parse('2026-11-23T18:30:00Z'))).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignore what is not a token', () => {
    sessionStorage.setItem('manage-token:ABC123', '{broken');
    expect(manageTokenFor('ABC123', now)).toBeNull();
    sessionStorage.setItem('manage-token:ABC123', JSON.stringify({ token: '', expiresAt: '2030-01-01T00:00:00Z' }));
    expect(manageTokenFor('ABC123', now)).toBeNull();
  });

  it('go only with calls about their own booking', () => {
    saveManageToken('ABC123', 'tok-1', '2030-01-01T00:00:00Z');
    expect(manageTokenForPath('/api/bookings/ABC123', now)).toBe('tok-1');
    expect(manageTokenForPath('/api/bookings/abc123/payments', now)).toBe('tok-1');
    expect(manageTokenForPath('/api/bookings/ABC123/ticket.pdf', now)).toBe('tok-1');
    expect(manageTokenForPath('/api/bookings/XYZ789/cancel', now)).toBeNull();
    expect(manageTokenForPath('/api/bookings', now)).toBeNull();
    expect(manageTokenForPath('/api/travellers', now)).toBeNull();
    forgetManageToken('abc123');
    expect(manageTokenForPath('/api/bookings/ABC123', now)).toBeNull();
  });

  it('read the booking reference from booking-scoped addresses only', () => {
    expect(bookingScopeOf('/api/bookings/k7m2qx/cancellation-quote')).toBe('K7M2QX');
    expect(bookingScopeOf('/api/bookings/mine')).toBeNull();
    expect(bookingScopeOf('/api/bookings/ABC1234')).toBeNull();
    expect(bookingScopeOf('/api/manage-booking')).toBeNull();
  });
});

describe('the api client’s bearer', () => {
  it('is the booking’s manage token for that booking’s calls, and the session’s (none here) for any other', async () => {
    const { bearerFor } = await import('./api-client');
    saveManageToken('ABC123', 'tok-1', new Date(Date.now() + 60_000).toISOString());
    expect(await bearerFor('/api/bookings/ABC123/payments')).toEqual({ token: 'tok-1', manage: true });
    expect(await bearerFor('/api/bookings/XYZ789')).toEqual({ token: undefined, manage: false });
    expect(await bearerFor('/api/travellers')).toEqual({ token: undefined, manage: false });
  });
});
