import { cleanup, configure, waitFor } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../../lib/session-store';
import { queryClient } from '../../lib/query-client';

// A page waits for the real server (and, the first time, for its lazy chunks to be transformed): on two busy cores
// that takes seconds, tens of seconds for the first page when the machine is shared, not Testing Library's 1 s.
configure({ asyncUtilTimeout: 30_000 });

// Each test starts from an empty page: nothing rendered, no session, nothing stored, nothing cached. A page's
// requests still in flight (the fare calendar beside the results) are let finish first: unmounted, TanStack Query
// would abort them, and happy-dom logs an aborted request as a "socket hang up" error.
afterEach(async () => {
  await waitFor(() => {
    if (queryClient.isFetching() + queryClient.isMutating() > 0) throw new Error('A request of the page is still in flight.');
  });
  cleanup();
  clearSession();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
});
