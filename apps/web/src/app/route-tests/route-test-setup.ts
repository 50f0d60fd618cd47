import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../../lib/session-store';
import { queryClient } from '../query-client';

// A page waits for the real server (and, the first time, for its lazy chunk to be transformed): on two busy cores
// that takes seconds, not the 1 s Testing Library waits by default.
configure({ asyncUtilTimeout: 10_000 });

// Each test starts from an empty page: nothing rendered, no session, nothing stored, nothing cached.
afterEach(() => {
  cleanup();
  clearSession();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
});
