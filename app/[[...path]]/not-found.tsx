import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { getSiteForNotFound } from '@/lib/site-data/content';

/**
 * A content path that is not a published page: the 404 inside the clinic's frame, which the layout around it
 * already drew from the site a page showed in the last minute, so it costs no API call.
 */
export default async function ContentNotFound() {
  return <NotFoundPanel clinicName={(await getSiteForNotFound()).name} />;
}
