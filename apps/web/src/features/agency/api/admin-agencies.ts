import type { Agency, AgencyBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** The back office's calls on agencies: create, suspend or reactivate, deposit into the wallet, invite an agent. */
export const createAgency = (body: AgencyBody) => apiRequest<{ message: string; data: Agency }>('/api/admin/agencies', { method: 'POST', body });

export const setAgencyStatus = (id: string, to: 'suspend' | 'reactivate') => apiRequest<{ message: string; data: Agency }>(`/api/admin/agencies/${id}/${to}`, { method: 'POST' });

export const depositInto = (id: string, body: { amount: number; reference: string }) =>
  apiRequest<{ message: string; balance: number }>(`/api/admin/agencies/${id}/deposits`, { method: 'POST', body });

export const inviteAgent = (id: string, body: { name: string; email: string }) => apiRequest<{ message: string }>(`/api/admin/agencies/${id}/users`, { method: 'POST', body });
