'use client';

import dynamic from 'next/dynamic';

/**
 * The enquiry form, loaded as its own chunk. Turbopack gives a route segment every client component its server
 * graph reaches, rendered or not (vercel/next.js#96039), and the catch-all route reaches the form through the block
 * registry: imported directly, the form's code loaded on every content page. Behind this client-side import() it is
 * a chunk of its own, fetched only where the form renders. Still rendered on the server, so the form is in the
 * HTML and works before (and without) JavaScript.
 */
export const LeadFormIsland = dynamic(() => import('./enquiry-form').then((m) => m.LeadForm));
