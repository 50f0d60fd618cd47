import { subscribeBody } from '@tarmac/shared';

/** The subscribe box's check (loaded on first use, so zod stays out of the home page's first download). */
export function checkSubscribeEmail(email: string): { ok: true; email: string } | { ok: false; message: string } {
  const parsed = subscribeBody.safeParse({ email });
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.' };
}
