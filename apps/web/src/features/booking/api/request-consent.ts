import { apiRequest } from '../../../lib/api-client';

/** An agent asks for the traveller's consent to cancel: a 6-digit code is mailed to the booking's contact (issue 32). */
export const requestConsent = (pnr: string) => apiRequest<{ message: string }>(`/api/bookings/${encodeURIComponent(pnr)}/consent-requests`, { method: 'POST' });
