'use client';

import dynamic from 'next/dynamic';

/**
 * The booking wizard, loaded as a chunk of its own once the page's scripts run (as the enquiry form is,
 * components/enquiry/lead-form-island.tsx), not written into the page's <head> with the framework's scripts. Still
 * rendered on the server, so the wizard is in the HTML and its first step shows at once. In its <head> the wizard's
 * code (about 26 kB) shared a slow link with what the first paint waits for, and Lighthouse's simulated phone
 * counted it whenever it ran before the real load's first frame: the booking page scored 97 against the empty app's
 * 100, where pages without it scored 98 to 100 (docs/performance.md, "The booking wizard after the page's scripts").
 */
export const BookingIslandLoader = dynamic(() => import('./booking-island').then((m) => m.BookingIsland));
