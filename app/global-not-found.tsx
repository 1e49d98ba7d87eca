// It bypasses the root layout (Next's experimental globalNotFound), so it brings the frame's stylesheet itself.
import './globals.css';
import { FramedNotFound } from './framed-not-found';
import { SiteDocument } from './site-document';

/**
 * The 404 of a path no route matches: the static export's 404.html (the catch-all route answers every path on a
 * server). A document of its own, not the root layout's not-found.tsx: Next sends a segment's not-found.tsx with
 * every page under it, so a framed root not-found.tsx put a second copy of the clinic's frame (header, footer, theme;
 * about 17 kB, a third of a doctor page's RSC payload) into every page's HTML, for a 404 no content path shows.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <FramedNotFound />
    </SiteDocument>
  );
}
