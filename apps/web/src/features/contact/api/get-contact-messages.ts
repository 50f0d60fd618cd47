import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** Messages sent through the contact form (admin). */
export function getContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  return apiRequest<ContactMessage[]>('/api/contact-messages', { signal });
}

export const contactMessageListQuery = () =>
  queryOptions({ queryKey: ['contact-messages', 'list'], queryFn: ({ signal }) => getContactMessages(signal) });

export function useContactMessages() {
  return useQuery(contactMessageListQuery());
}
