'use client';

import dynamic from 'next/dynamic';

/**
 * The booking wizard, loaded as a chunk of its own once the page's scripts run (as the enquiry form is,
 * components/enquiry/enquiry-form-island.tsx), not written into the page's <head> with the framework's scripts. Still
 * rendered on the server, so the wizard is in the HTML and its first step shows at once. In <head> its code (about
 * 26 kB) shared a slow link with what the first paint waits for (docs/performance.md, "What each page may load").
 */
export const BookingIslandLoader = dynamic(() => import('./booking-island').then((m) => m.BookingIsland));
