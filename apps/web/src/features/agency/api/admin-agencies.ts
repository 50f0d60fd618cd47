import type { Agency, AgencyBody, ApiKeyView, CommissionRule } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** The back office's calls on agencies: create, suspend or reactivate, deposit into the wallet, invite an agent. */
export const createAgency = (body: AgencyBody) => apiRequest<{ message: string; data: Agency }>('/api/admin/agencies', { method: 'POST', body });

export const setAgencyStatus = (id: string, to: 'suspend' | 'reactivate') => apiRequest<{ message: string; data: Agency }>(`/api/admin/agencies/${id}/${to}`, { method: 'POST' });

export const depositInto = (id: string, body: { amount: number; reference: string }) =>
  apiRequest<{ message: string; balance: number }>(`/api/admin/agencies/${id}/deposits`, { method: 'POST', body });

export const inviteAgent = (id: string, body: { name: string; email: string }) => apiRequest<{ message: string }>(`/api/admin/agencies/${id}/users`, { method: 'POST', body });

export const adjustWallet = (id: string, body: { amount: number; reason: string }) =>
  apiRequest<{ message: string; balance: number }>(`/api/admin/agencies/${id}/adjustments`, { method: 'POST', body });

export const listApiKeys = (id: string, signal?: AbortSignal) => apiRequest<ApiKeyView[]>(`/api/admin/agencies/${id}/api-keys`, { signal });

export const createApiKey = (id: string, name: string) =>
  apiRequest<{ message: string; data: ApiKeyView & { key: string } }>(`/api/admin/agencies/${id}/api-keys`, { method: 'POST', body: { name } });

export const revokeApiKey = (id: string, keyId: string) =>
  apiRequest<{ message: string; data: ApiKeyView }>(`/api/admin/agencies/${id}/api-keys/${encodeURIComponent(keyId)}/revoke`, { method: 'POST' });

export const getCommissionRules = (id: string, signal?: AbortSignal) => apiRequest<CommissionRule[]>(`/api/admin/agencies/${id}/commission-rules`, { signal });

export const saveCommissionRules = (id: string, rules: CommissionRule[]) =>
  apiRequest<{ message: string; data: CommissionRule[] }>(`/api/admin/agencies/${id}/commission-rules`, { method: 'PUT', body: { rules } });
