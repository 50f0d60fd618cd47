import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactBody, MessageBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

export type ContactMessageBody = z.input<typeof contactBody>;

/** The contact form's message to the airline (public). */
export function sendContactMessage(body: ContactMessageBody): Promise<MessageBody> {
  return apiRequest<MessageBody>('/api/contact-messages', { method: 'POST', body, public: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
