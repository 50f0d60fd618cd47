import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export type ContactMessageBody = z.input<typeof contactBody>;

/** The contact form's message to the airline (public). */
export function sendContactMessage(body: ContactMessageBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/contact-messages', { method: 'POST', body, public: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
