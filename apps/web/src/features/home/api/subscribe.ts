import type { MessageBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';

/** Subscribes an e-mail to the offers (public); an address already subscribed is answered kindly, too. */
export function subscribe(body: { email: string }): Promise<MessageBody> {
  return apiRequest<MessageBody>('/api/subscriptions', { method: 'POST', body, public: true });
}
