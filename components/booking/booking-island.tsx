'use client';

import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BookingWizard } from './booking-wizard';
import type { BookingPageData } from './types';

/**
 * The booking page's client island, and the flow's one 'use client' boundary: the wizard, its steps and its reducer
 * are client code because they are imported from here. TanStack Query's provider lives here, inside the booking page, so no other page
 * loads its JavaScript; one QueryClient per visit keeps the slots in memory only.
 */
export function BookingIsland({ data }: { data: BookingPageData }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: true } } }));
  return (
    <QueryClientProvider client={client}>
      <BookingWizard data={data} />
    </QueryClientProvider>
  );
}
