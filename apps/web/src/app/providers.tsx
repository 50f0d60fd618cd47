import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { SessionProvider } from '../lib/session';
import { createQueryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        {/* react-hot-toast's defaults are the spec's toast rules (durations, limit 20, 1 s removal). */}
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
