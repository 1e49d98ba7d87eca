import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { NotFoundPanel } from '@/components/ui/not-found-panel';

/** Throws the 404 inside the boundary below, after the page around it has been drawn. */
async function NotFoundSignal(): Promise<React.ReactNode> {
  notFound();
}

/**
 * The page's 404, drawn on the server. A notFound() thrown by the page itself makes Next 16.4 answer with its error
 * document (`<html id="__next_error__">`, an empty body the browser fills from the payload: nothing without
 * JavaScript; Next.js issue 62228). Thrown inside a Suspense boundary, it leaves the page's HTML whole: the frame
 * and, as the boundary's fallback, the 404 panel. Next still answers 404 with `noindex` because the routes that use
 * it (the catch-all content route, the gallery switched off) are rendered whole before a byte is sent (ISR or
 * prerendered, `revalidate`): on a route that streamed its shell first, the status would already be 200. In the
 * browser React renders the boundary again, meets the same notFound() and shows the route's own not-found.tsx
 * (app/[[...path]]/, app/starter/galeria/), the same panel, in its place.
 */
export function MissingPage() {
  return (
    <Suspense fallback={<NotFoundPanel />}>
      <NotFoundSignal />
    </Suspense>
  );
}
