import { useState } from 'react';
import { useSession } from '../../../lib/session';

/**
 * A travel agency's agent cancels (all or part of a booking) only with the traveller's consent (issue 32): the
 * 6-digit code sent to the booking's contact. `needed` is false for everyone else; `body` is what the cancel call
 * carries; `ready` says whether the confirm button may be pressed.
 */
export function useConsentCode() {
  const needed = useSession().user?.role === 'agent';
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const trimmed = code.trim();
  return { needed, code, setCode, sent, setSent, ready: !needed || /^\d{6}$/.test(trimmed), body: needed ? { consentCode: trimmed } : {} };
}
