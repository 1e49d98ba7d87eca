import { NotFoundPanel } from '@/components/ui/not-found-panel';

/**
 * A content path that is not a published page: the 404 inside the clinic's frame and with its title, which the
 * layout around it already drew from the site a page showed in the last minute, so it costs no API call. The server's
 * HTML carries the same panel as ../missing-page.tsx's fallback; this boundary shows it once the browser has the page.
 */
export default function ContentNotFound() {
  return <NotFoundPanel />;
}
