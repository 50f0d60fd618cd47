/**
 * Sends at most one kick per `windowMs`. The first kick is sent at once; kicks inside the window that follows
 * are carried by one more send at its end, so every kick is followed by a send that starts after it. Each kick
 * answers the send that carries it.
 */
export function coalesceKicks(send: () => Promise<void>, windowMs: number): () => Promise<void> {
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let trailing: Promise<void> | null = null;
  const sendNow = () => {
    lastSentAt = Date.now();
    return send();
  };
  return () => {
    if (trailing) return trailing;
    const wait = lastSentAt + windowMs - Date.now();
    if (wait <= 0) return sendNow();
    trailing = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => {
      trailing = null;
      return sendNow();
    });
    return trailing;
  };
}
