import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * False until the browser has painted what the component first drew (`afterNextPaint`), then true: for a part or a
 * read the first view can do without, asked for once that view is on the screen. `already`: true from the start
 * (the part was loaded before). The change is a transition: React draws what it brings in slices.
 */
export function usePainted(already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => (painted ? undefined : afterNextPaint(() => startTransition(() => setPainted(true)))), [painted]);
  return painted;
}
