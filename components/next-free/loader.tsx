'use client';

import dynamic from 'next/dynamic';

/**
 * The next-free-time island as a chunk of its own (as components/booking/booking-island-loader.tsx): the catch-all
 * route reaches it through the treatment and doctor views, and imported directly it would load on every content page.
 * Still drawn on the server (the "Sprawdź wolne terminy" link).
 */
export const NextFreeLoader = dynamic(() => import('./island').then((m) => m.NextFreeIsland));
