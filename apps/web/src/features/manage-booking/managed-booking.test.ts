import { afterEach, describe, expect, it } from 'vitest';
import { manageTokenFor, saveManageToken } from '../../lib/manage-token';
import { forgetManagedBooking, managedPnr, rememberManagedPnr } from './managed-booking';

afterEach(() => {
  forgetManagedBooking();
  sessionStorage.clear();
});

describe('the managed booking', () => {
  it('is shown while its token lasts', () => {
    saveManageToken('ABC123', 'tok', '2030-01-01T00:00:00Z');
    rememberManagedPnr('abc123');
    expect(managedPnr(Date.parse('2029-12-31T23:59:00Z'))).toBe('ABC123');
  });

  it('is asked for again once the token has run out, or when there is none', () => {
    saveManageToken('ABC123', 'tok', '2030-01-01T00:00:00Z');
    rememberManagedPnr('ABC123');
    expect(managedPnr(Date.parse('2030-01-01T00:00:00Z'))).toBeNull();
    rememberManagedPnr('XYZ789');
    expect(managedPnr(Date.parse('2029-01-01T00:00:00Z'))).toBeNull();
  });

  it('is forgotten with its token when the visitor leaves it', () => {
    saveManageToken('ABC123', 'tok', '2030-01-01T00:00:00Z');
    rememberManagedPnr('ABC123');
    forgetManagedBooking();
    expect(managedPnr(Date.parse('2029-01-01T00:00:00Z'))).toBeNull();
    expect(manageTokenFor('ABC123', Date.parse('2029-01-01T00:00:00Z'))).toBeNull();
  });
});
