import type { Agency, AgencyBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** The back office's calls on agencies: create, suspend or reactivate, deposit into the wallet, invite an agent. */
export const createAgency = (body: AgencyBody) => apiRequest<{ message: string; data: Agency }>('/api/admin/agencies', { method: 'POST', body });

export const setAgencyStatus = (id: string, to: 'suspend' | 'reactivate') => apiRequest<{ message: string; data: Agency }>(`/api/admin/agencies/${id}/${to}`, { method: 'POST' });

export const depositInto = (id: string, body: { amount: number; reference: string }) =>
  apiRequest<{ message: string; balance: number }>(`/api/admin/agencies/${id}/deposits`, { method: 'POST', body });

export const inviteAgent = (id: string, body: { name: string; email: string }) => apiRequest<{ message: string }>(`/api/admin/agencies/${id}/users`, { method: 'POST', body });

export const adjustWallet = (id: string, body: { amount: number; reason: string }) =>
  apiRequest<{ message: string; balance: number }>(`/api/admin/agencies/${id}/adjustments`, { method: 'POST', body });

/** A partner API key as listed (its secret is shown once, when made). */
export interface ApiKeyView {
  _id: string;
  name: string;
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

export const listApiKeys = (id: string, signal?: AbortSignal) => apiRequest<ApiKeyView[]>(`/api/admin/agencies/${id}/api-keys`, { signal });

export const createApiKey = (id: string, name: string) =>
  apiRequest<{ message: string; data: ApiKeyView & { key: string } }>(`/api/admin/agencies/${id}/api-keys`, { method: 'POST', body: { name } });

export const revokeApiKey = (id: string, keyId: string) =>
  apiRequest<{ message: string; data: ApiKeyView }>(`/api/admin/agencies/${id}/api-keys/${encodeURIComponent(keyId)}/revoke`, { method: 'POST' });

/** One commission rule as the admin edits it (null: every route, every class, no first or last day). */
export interface CommissionRuleView {
  fromId: string | null;
  toId: string | null;
  fareClass: string | null;
  percent: number;
  validFrom: string | null;
  validTo: string | null;
}

export const getCommissionRules = (id: string, signal?: AbortSignal) => apiRequest<CommissionRuleView[]>(`/api/admin/agencies/${id}/commission-rules`, { signal });

export const saveCommissionRules = (id: string, rules: CommissionRuleView[]) =>
  apiRequest<{ message: string; data: CommissionRuleView[] }>(`/api/admin/agencies/${id}/commission-rules`, { method: 'PUT', body: { rules } });
