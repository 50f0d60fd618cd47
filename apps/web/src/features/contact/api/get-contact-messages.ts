import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessageSchema } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Messages sent through the contact form (admin). */
export function getContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  return apiRequest<ContactMessage[]>('/api/contact-messages', { signal });
}

export function useContactMessages() {
  return useQuery({ queryKey: ['contact-messages', 'list'], queryFn: ({ signal }) => getContactMessages(signal) });
}
